/**
 * The seed process a starting server runs (api/db/seed-process.ts): takes what to seed from its
 * parent, migrates and seeds under the start-up lock, reports, and exits. Everything the seed
 * allocated goes with the process.
 */
import type { SeedFailure, SeedMessage, SeedRequest } from '../seed-process';
import { SchemaAheadError } from '../schema-version';
import { seedStoredDatabase } from '../startup';

function send(message: SeedMessage): Promise<void> {
  return new Promise((resolve, reject) => process.send?.(message, undefined, {}, (error) => (error ? reject(error) : resolve())));
}

function failure(error: unknown): SeedFailure {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const unknown = error instanceof SchemaAheadError ? error.unknown : undefined;
  return { name: error.name, message: error.message, stack: error.stack, unknown };
}

if (!process.send) {
  console.error('api/db/seed/child.ts is started by a starting server (api/db/seed-process.ts); `npm run seed` seeds by hand');
  process.exit(2);
}

// the server that started this process is gone (killed while it waited): stop with it, so that no
// seed goes on writing to a PGlite folder the server's next start opens
process.once('disconnect', () => process.exit(1));

process.once('message', async ({ target, seed }: SeedRequest) => {
  let code = 0;
  try {
    const onProgress = (step: string, done: number, total: number) => void send({ kind: 'progress', step, done, total });
    const report = await seedStoredDatabase(target, { ...seed, onProgress });
    await send({ kind: 'report', report });
  } catch (error) {
    code = 1;
    await send({ kind: 'failed', error: failure(error) }).catch(() => {});
  }
  // the database is closed; nothing else of this process is needed (the IPC channel would keep it alive)
  process.exit(code);
});
