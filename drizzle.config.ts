import { defineConfig } from 'drizzle-kit';

// Generation needs no database: `npm run db:generate` diffs the schema against api/db/migrations.
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/db/schema.ts',
  out: './api/db/migrations',
});
