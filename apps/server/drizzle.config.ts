import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w @sarraf/server` writes the next SQL migration from the schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});
