/**
 * The shop as `npm run dev` runs it: the server of api/main.ts, with the web app from source
 * (scripts/dev-web.ts) in place of the build. Pages are drawn on the server as in production.
 */
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../api/config';
import { createLogger } from '../api/logger';
import { startShop } from '../api/start';
import { devWeb } from './dev-web';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = loadConfig();
const logger = createLogger(config.logLevel);
const web = await devWeb(root);
const shop = await startShop(config, logger, { web });
logger.info(`DTC shop on http://localhost:${shop.server.ports.DTC} (pages drawn on the server from source, hot reload)`);
logger.info(`HPSF shop on http://localhost:${shop.server.ports.HPSF}`);

const stop = async () => {
  await shop.stop();
  await web.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
