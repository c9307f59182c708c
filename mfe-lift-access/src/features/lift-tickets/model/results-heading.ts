// The lift ticket results page's heading and the line under it: one rule for the page and for the
// frame the server draws before the page's code arrives (server/page-frame.ts).

export const liftResultsHeading = (resortName: string) => `${resortName} lift tickets`;

export function liftResultsLead({
  productName,
  numberOfDays,
  region,
  currency,
}: {
  productName: string | null;
  numberOfDays: number;
  region: string;
  currency: string;
}): string {
  return `${productName ?? `${numberOfDays}-Day Lift Ticket`} · ${region}${currency !== 'USD' ? ` · prices in ${currency}` : ''}`;
}
