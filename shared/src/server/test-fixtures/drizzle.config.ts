import { defineConfig } from 'drizzle-kit';

// Generates the ledger test schema's migration: `npx drizzle-kit generate --config src/server/test-fixtures/drizzle.config.ts`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/test-fixtures/ledger-schema.ts',
  out: './src/server/test-fixtures/ledger-migrations',
  schemaFilter: ['ledgertest'],
});
