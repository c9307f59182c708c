import type { Db, LineServer, MigrationSet } from '@resort/shared/server';
import { contentMigrations, seedContent } from './content/plugin';
import * as account from '@resort/mfe-account/server';
import * as liftAccess from '@resort/mfe-lift-access/server';
import * as lodging from '@resort/mfe-lodging/server';
import * as rentals from '@resort/mfe-rentals/server';
import * as lessons from '@resort/mfe-lessons-childcare/server';
import * as cart from '@resort/mfe-cart-checkout/server';

// Account first: its sessions table backs every other line's requests. Lines that register a
// catalog provider come before the cart, which looks them up.
export const lines: LineServer[] = [account, liftAccess, lodging, rentals, lessons, cart].map((m) => m.line);

// The shell's content module keeps its own schema ('content'), migrated after the lines'.
export const allMigrations = (): MigrationSet[] => [...lines.flatMap((l) => l.migrations), ...contentMigrations];

/** Every seed: the lines' demo catalogs, then the content module's pages and weather. */
export const allSeeds = (): ((db: Db) => Promise<void>)[] => [...lines.map((l) => l.seed), seedContent];
