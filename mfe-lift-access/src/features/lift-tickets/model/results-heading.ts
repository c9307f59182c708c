// The lift ticket results page's search, heading and the line under it: one rule for the page and
// for its first screen as the server draws it (server/page-data.ts).

/** The search a results address asks for: /lift-tickets?resort=&startDate=&numberOfDays=&ageGroup= */
export const resultsSearchOf = (query: URLSearchParams) => ({
  resort: query.get('resort') ?? '',
  startDate: query.get('startDate') ?? '',
  numberOfDays: query.get('numberOfDays') ?? '1',
  ageCategory: query.get('ageGroup') ?? '',
});

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
