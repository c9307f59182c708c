import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server/content/schema.ts',
  out: './server/content/migrations',
  schemaFilter: ['content'],
});
