import type { MyEpicGearContent } from '../src/features/my-epic-gear/model/my-epic-gear-content';

/** Demo upsell content, configured for the first resorts' winter season. */
export const MY_EPIC_GEAR_DEMO_CONTENT: MyEpicGearContent = {
  Title: 'Upgrade to My Epic Gear',
  Subtitle: 'Your gear, delivered to the mountain all season',
  Body: 'Members pick their skis or snowboard and boots, and we have them ready at the slope every day they ride.',
  MyEpicGearCTA: { Text: 'Upgrade to My Epic Gear', Url: '/my-epic-gear' },
  ContinueToRentalsCTAText: 'Continue to rentals',
  Disclaimer: 'Membership is for guests 18 and over. Availability varies by resort and date.',
  MEGTitle: 'My Epic Gear',
  ShowMyEpicGearIcon: true,
  MEGRow1Text: 'Choose your exact model',
  MEGRow2Text: 'Gear delivered slope-side',
  MEGRow3Text: 'One price for the whole season',
  RentalsTitle: 'Standard rentals',
  RentalsRow1Text: 'Choose a package tier',
  RentalsRow2Text: 'Pick up and return at the shop',
  RentalsRow3Text: 'Priced per day',
};
