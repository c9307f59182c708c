/** The My Epic Gear upsell modal's content, field names as the spec lists them. */
export interface MyEpicGearContent {
  Title: string;
  Subtitle: string;
  Body: string;
  MyEpicGearCTA: { Text: string; Url: string };
  ContinueToRentalsCTAText: string;
  Disclaimer: string;
  MEGTitle: string;
  ShowMyEpicGearIcon: boolean;
  MEGRow1Text: string;
  MEGRow2Text: string;
  MEGRow3Text: string;
  RentalsTitle: string;
  RentalsRow1Text: string;
  RentalsRow2Text: string;
  RentalsRow3Text: string;
}
