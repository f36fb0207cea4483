import { readBuildInfo } from './build-info';
import { ConfigError, loadConfig } from './config';
import { SchemaAheadError } from './db/schema-version';
import { createLogger } from './logger';
import { type RunningShop, startShop } from './start';

/** loadConfig → startShop (database, migrate/seed, app, listen); graceful shutdown on signals. */
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
  const logger = createLogger(config.logLevel);
  let shop: RunningShop;
  try {
    shop = await startShop(config, logger);
  } catch (err) {
    if (!(err instanceof SchemaAheadError)) throw err;
    // an older build on a newer schema: serving would read and write tables it does not know
    logger.fatal({ unknownMigrations: err.unknown }, err.message);
    process.exit(1);
  }
  const { buildId } = await readBuildInfo(config.distDir);
  logger.info({ buildId }, `DTC shop on http://localhost:${shop.server.ports.DTC}`);
  logger.info(`HPSF shop on http://localhost:${shop.server.ports.HPSF}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    await shop.stop();
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
