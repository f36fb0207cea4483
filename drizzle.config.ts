import { defineConfig } from 'drizzle-kit';

// Generation needs no database: `npm run db:generate` diffs the schema files against the last
// snapshot in api/db/migrations/meta. Every schema file is named (schema.ts also re-exports the
// others, which the app's queries rely on). The SQL files are written by hand and reviewed; a
// generated file is a draft to compare with, and each migration keeps its snapshot in meta/.
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/db/schema*.ts',
  out: './api/db/migrations',
});
