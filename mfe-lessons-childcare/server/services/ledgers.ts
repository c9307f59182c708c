import { createLedger } from '@resort/shared/server';
import {
  activityCapacity,
  activityLedgerHolds,
  childcareCapacity,
  childcareLedgerHolds,
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
