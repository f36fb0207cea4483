import pino from 'pino';
import { appDeps, createApp, stopAppDeps } from './app';
import { readBuildInfo } from './build-info';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { SchemaAheadError } from './db/schema-version';
import { prepareDatabase } from './db/startup';
import { startServer } from './server';

/** loadConfig → openDatabase → migrate/seed → createApp → listen; graceful shutdown on signals. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
  const logger = pino({ level: config.logLevel });
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  logger.info({ database: database.kind }, 'database open');
  const seed = {
    assetsDir: config.assetsDir,
    demoAccounts: config.seedDemoAccounts,
    onProgress: (step: string, done: number, total: number) => logger.info(`seeding: ${step} (${done}/${total})`),
  };
  let seedChanged = false;
  try {
    const { seedReport } = await prepareDatabase(database, { seed: config.seedOnStart ? seed : undefined });
    seedChanged = seedReport?.changed ?? false;
  } catch (err) {
    if (!(err instanceof SchemaAheadError)) throw err;
    // an older build on a newer schema: serving would read and write tables it does not know
    logger.fatal({ unknownMigrations: err.unknown }, err.message);
    await database.close();
    process.exit(1);
  }
  const deps = appDeps(config, database, logger);
  const app = createApp(deps);
  await deps.jobs.start();
  // processes already serving drop their copy of the catalogue this start-up replaced
  if (seedChanged) await deps.changes.publish('catalogue').catch((err) => logger.warn({ err }, 'catalogue change not announced'));
  const server = await startServer(app, {
    ports: config.ports,
    host: config.host,
    shutdownTimeoutMs: config.shutdownTimeoutMs,
    logger,
  });
  const { buildId } = await readBuildInfo(config.distDir);
  logger.info({ buildId }, `DTC shop on http://localhost:${server.ports.DTC}`);
  logger.info(`HPSF shop on http://localhost:${server.ports.HPSF}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    // new connections are refused at once; requests already in flight get their answers first
    await server.close();
    // running jobs finish; those still queued stay in PostgreSQL for another process
    await stopAppDeps(deps, config.shutdownTimeoutMs);
    await database.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  console.error('Start-up failed:', err);
  process.exit(1);
});
