import { defineConfig } from 'drizzle-kit';

// Column names are spelled out in the schema (snake_case), so no `casing` option is needed here or in drizzle().
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema/index.ts',
  out: './server/src/db/migrations',
  strict: true,
});
