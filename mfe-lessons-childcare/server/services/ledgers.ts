import { createBookingBook, createLedger } from '@resort/shared/server';
import {
  activityBookings,
  activityCapacity,
  activityLedgerHolds,
  childcareBookings,
  childcareCapacity,
  childcareLedgerHolds,
  lessonBookings,
  lessonCapacity,
  lessonLedgerHolds,
} from '../schema';

// The store's one capacity ledger over each of this line's schemas; the line only names its
// resources (see schema.ts) and keeps its own products, prices and rules.
export const lessonTables = { capacity: lessonCapacity, holds: lessonLedgerHolds };
export const activityTables = { capacity: activityCapacity, holds: activityLedgerHolds };
export const childcareTables = { capacity: childcareCapacity, holds: childcareLedgerHolds };

export const lessonLedger = createLedger(lessonTables);
export const activityLedger = createLedger(activityTables);
export const childcareLedger = createLedger(childcareTables);

// Lessons, activities and childcare days may be cancelled from the account until the day before.
export const lessonBook = createBookingBook({
  line: 'lessons',
  kind: 'Lesson',
  table: lessonBookings,
  ledger: lessonLedger,
  ledgerTables: lessonTables,
  cancelDaysBefore: 1,
});
export const activityBook = createBookingBook({
  line: 'activities',
  kind: 'Activity',
  table: activityBookings,
  ledger: activityLedger,
  ledgerTables: activityTables,
  cancelDaysBefore: 1,
});
export const childcareBook = createBookingBook({
  line: 'childcare',
  kind: 'Childcare',
  table: childcareBookings,
  ledger: childcareLedger,
  ledgerTables: childcareTables,
  cancelDaysBefore: 1,
});
