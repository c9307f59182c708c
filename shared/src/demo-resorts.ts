// The demo operator's resorts. Every line seeds its own catalog for these ids, so a lift ticket,
// a room and a rental at 'summit-peak' are at the same mountain, in the same time zone and currency.
export interface DemoResort {
  id: string;
  name: string;
  region: string;
  timeZone: string;
  currency: 'USD' | 'CAD';
  /** Sales tax in basis points. */
  taxRateBp: number;
}

export const DEMO_RESORTS: DemoResort[] = [
  { id: 'summit-peak', name: 'Summit Peak', region: 'Colorado', timeZone: 'America/Denver', currency: 'USD', taxRateBp: 890 },
  { id: 'cascade-ridge', name: 'Cascade Ridge', region: 'Washington', timeZone: 'America/Los_Angeles', currency: 'USD', taxRateBp: 860 },
  { id: 'green-mountain', name: 'Green Mountain', region: 'Vermont', timeZone: 'America/New_York', currency: 'USD', taxRateBp: 600 },
  { id: 'coast-range', name: 'Coast Range', region: 'British Columbia', timeZone: 'America/Vancouver', currency: 'CAD', taxRateBp: 1200 },
];
