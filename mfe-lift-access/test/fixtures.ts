import type { LiftResort } from '../src/features/lift-tickets/api/get-resorts';
import type { LiftTicketSearchResult, SearchDay } from '../src/features/lift-tickets/api/search-lift-tickets';

export const ageCategories = [
  { code: 'adult', name: 'Adult', label: 'Adult (19-64)', minAge: 19, maxAge: 64 },
  { code: 'senior', name: 'Senior', label: 'Senior (65+)', minAge: 65, maxAge: null },
  { code: 'child', name: 'Child', label: 'Child (5-12)', minAge: 5, maxAge: 12 },
];

export const resorts: LiftResort[] = [
  {
    id: 'summit-peak',
    name: 'Summit Peak',
    region: 'Colorado',
    timeZone: 'America/Denver',
    currency: 'USD',
    taxRateBp: 890,
    today: '2026-11-22',
    lastDay: '2027-04-20',
    ageCategories,
  },
  {
    id: 'coast-range',
    name: 'Coast Range',
    region: 'British Columbia',
    timeZone: 'America/Vancouver',
    currency: 'CAD',
    taxRateBp: 1200,
    today: '2026-11-22',
    lastDay: '2027-04-20',
    ageCategories,
  },
];

const day = (date: string, soldOut = false): SearchDay => ({
  date,
  soldOut,
  available: soldOut ? 0 : 40,
  prices: [
    { ageCode: 'adult', windowPrice: 40000, onlinePrice: 32000, savings: 8000 },
    { ageCode: 'senior', windowPrice: 32000, onlinePrice: 25600, savings: 6400 },
    { ageCode: 'child', windowPrice: 24000, onlinePrice: 19200, savings: 4800 },
  ],
});

export const searchResult: LiftTicketSearchResult = {
  resort: {
    id: 'summit-peak',
    name: 'Summit Peak',
    region: 'Colorado',
    timeZone: 'America/Denver',
    currency: 'USD',
    taxRateBp: 890,
    today: '2026-11-22',
  },
  startDate: '2026-12-10',
  numberOfDays: 3,
  ageCategory: 'adult',
  products: [{ id: 'summit-peak-3day', name: 'Summit Peak 3-Day Lift Ticket', days: 3 }],
  ageCategories,
  days: [day('2026-12-10'), day('2026-12-11', true), day('2026-12-12')],
};
