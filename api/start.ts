/**
 * A shop process's start-up after its configuration: database (migrated, seeded when asked) →
 * app → jobs → listeners. api/main.ts runs it, and so does the bench server, so that a benchmark
 * measures the process operators run.
 */
import type { Logger } from 'pino';
import { appDeps, createApp, stopAppDeps, type WebFromSource } from './app';
import type { Config } from './config';
import { type OpenServingDatabaseOptions, openServingDatabase } from './db/startup';
import { loadPageRenderer } from './page-renderer';
import { type RunningServer, startServer } from './server';

export interface RunningShop {
  server: RunningServer;
  /** new connections refused, requests in flight answered, jobs finished, Redis and the database closed */
  stop(): Promise<void>;
}

/** Starts the shop `config` describes; throws SchemaAheadError (nothing left open) on a schema newer than the build. */
export interface StartOptions extends Pick<OpenServingDatabaseOptions, 'seedElsewhere'> {
  /** the web app from source (npm run dev) in place of the build */
  web?: WebFromSource;
}

export async function startShop(config: Config, logger: Logger, options: StartOptions = {}): Promise<RunningShop> {
  const seed = {
    assetsDir: config.assetsDir,
    demoAccounts: config.seedDemoAccounts,
    onProgress: (step: string, done: number, total: number) => logger.info(`seeding: ${step} (${done}/${total})`),
  };
  const { database, seedReport } = await openServingDatabase(
    { dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize },
    { seed: config.seedOnStart ? seed : undefined, seedElsewhere: options.seedElsewhere },
  );
  logger.info({ database: database.kind, connections: database.pool?.options.max }, 'database open');
  const deps = appDeps(config, database, logger);
  const app = createApp(deps, options.web ? { web: options.web } : { renderPage: await loadPageRenderer(logger) });
  await deps.jobs.start();
  deps.housekeeping.start();
  // processes already serving drop their copy of the catalogue this start-up replaced
  if (seedReport?.changed) await deps.changes.publish('catalogue').catch((err) => logger.warn({ err }, 'catalogue change not announced'));
  const server = await startServer(app, {
    ports: config.ports,
    host: config.host,
    shutdownTimeoutMs: config.shutdownTimeoutMs,
    logger,
  });
  return {
    server,
    async stop() {
      // new connections are refused at once; requests already in flight get their answers first
      await server.close();
      // running jobs finish; those still queued stay in PostgreSQL for another process
      await stopAppDeps(deps, config.shutdownTimeoutMs);
      await database.close();
    },
  };
}
