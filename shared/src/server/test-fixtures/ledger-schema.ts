import { pgSchema } from 'drizzle-orm/pg-core';
import { ledgerTables } from '../ledger';

/** A throw-away schema holding only the ledger's tables, for the ledger's own tests. */
export const ledgertest = pgSchema('ledgertest');
export const { capacity, holds, version } = ledgerTables(ledgertest);
