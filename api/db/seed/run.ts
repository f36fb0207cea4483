/**
 * `npm run seed`: opens the database (PGlite in DATA_DIR, or PostgreSQL when DATABASE_URL is set),
 * applies migrations and seeds the catalogue. ASSETS_DIR defaults to `${DATA_DIR}/assets`.
 */
import { resolve } from 'node:path';
import { Redis } from 'ioredis';
import { changesChannel } from '../../change-feed';
import { seedStoredDatabase } from '../startup';

function progressPrinter() {
  let lastStep = '';
  return (step: string, done: number, total: number) => {
    // One line per step start and end, plus every tenth of the long steps: readable in CI logs.
    const tenth = Math.max(1, Math.floor(total / 10));
    if (step !== lastStep || done === total || done % tenth === 0) console.log(`seed: ${step} ${done}/${total}`);
    lastStep = step;
  };
}

/** Running servers drop their copy of the catalogue (api/change-feed.ts) instead of serving it until it expires. */
async function announceCatalogueChange(redisUrl: string, namespace: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  try {
    await redis.publish(changesChannel(namespace), 'catalogue');
    console.log('seed: running servers told (Redis)');
  } finally {
    redis.disconnect();
  }
}

async function main(): Promise<void> {
  const dataDir = resolve(process.env.DATA_DIR ?? './data');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const assetsDir = resolve(process.env.ASSETS_DIR ?? `${dataDir}/assets`);
  const started = performance.now();
  console.log(`seed: database ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}/pglite`}`);
  // under the start-up lock, like a starting server: a seed run beside starting servers takes its turn
  const report = await seedStoredDatabase({ dataDir, databaseUrl }, { assetsDir, onProgress: progressPrinter() });
  console.log('seed: migrations applied');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const summary = Object.entries(report.counts)
    .map(([name, count]) => `${count} ${name}`)
    .join(', ');
  console.log(
    report.changed
      ? `seed: done in ${seconds}s (version ${report.version}): ${summary}`
      : `seed: already up to date (version ${report.version}), ${seconds}s`,
  );
  if (report.changed && process.env.REDIS_URL) await announceCatalogueChange(process.env.REDIS_URL, process.env.REDIS_NAMESPACE || 'shop');
  console.log(`seed: ${report.packshotsWritten} images (packshots, 404 picture) written to ${assetsDir}/packshots`);
}

main().catch((error: unknown) => {
  console.error('seed: failed', error);
  process.exitCode = 1;
});
