import { resortToday, toIsoDate } from '@resort/shared/dates';

/** A ski day at Summit Peak, counted from the resort's today. */
export const skiDay = (daysAhead: number) => toIsoDate(resortToday('America/Denver').plus({ days: daysAhead }));

/** The add-to-cart body of adult Summit Peak 1-day lift tickets. */
export const adultTicket = (quantity = 1, daysAhead = 10) => ({
  productId: 'summit-peak-1day',
  date: skiDay(daysAhead),
  quantity,
  options: { ageCategory: 'adult' },
});
