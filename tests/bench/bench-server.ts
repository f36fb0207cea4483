/**
 * The server side of the benchmarks, in its own process so the load generator does not share its
 * event loop: the real app on PGlite, or on PostgreSQL when DATABASE_URL names an empty database,
 * started as api/main.ts starts it (api/start.ts: the seed in a process of its own, the jobs), and
 * beside it a bare Koa route answering fixed JSON, the baseline every figure is
 * compared with (and, for the first-visit bench, a page with no script). Production settings, and
 * its request log at info level written to a file the way a deployed shop writes it (api/logger.ts).
 * Prints one JSON line with the ports.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import { loadConfig } from '../../api/config';
import { createLogger } from '../../api/logger';
import { startShop } from '../../api/start';

const dataDir = await mkdtemp(join(tmpdir(), 'shop-bench-'));
const config = loadConfig({
  NODE_ENV: 'production',
  DTC_PORT: '0',
  HPSF_PORT: '0',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL,
  DIST_DIR: process.env.DIST_DIR ?? './dist',
  HOST: '127.0.0.1',
  SHUTDOWN_TIMEOUT_MS: '1000',
  SEED_DEMO_ACCOUNTS: 'false',
  // production refuses to start without these; nothing in a bench sends mail or follows a link
  SHOP_URL_DTC: 'https://dtc.bench.invalid',
  SHOP_URL_HPSF: 'https://hpsf.bench.invalid',
  SMTP_URL: 'smtp://127.0.0.1:25',
});
const logger = createLogger('info', join(dataDir, 'server.log'));
const shop = await startShop(config, logger);

const bare = new Koa();
const fixed = { data: { ok: true, items: [1, 2, 3] } };
// The first-visit bench's floor: what a page with no script at all shows on the same profile.
const floorPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<title>Floor</title></head>' +
  '<body><h1>Dog and cat food</h1><p>A page with no script and nothing to fetch: the least a first visit costs.</p></body></html>';
bare.use((ctx) => {
  if (ctx.path === '/first-visit-floor') {
    ctx.type = 'html';
    ctx.body = floorPage;
    return;
  }
  ctx.body = fixed;
});
const bareServer = createServer(bare.callback()).listen(0, '127.0.0.1');
await new Promise((resolve) => bareServer.once('listening', resolve));

console.log(JSON.stringify({ shop: shop.server.ports.DTC, bare: (bareServer.address() as AddressInfo).port }));
// SIGUSR2: where the memory is, as one JSON line (V8's heap; buffers and WebAssembly memory are outside it)
process.on('SIGUSR2', () => console.log(JSON.stringify({ memoryUsage: process.memoryUsage() })));
process.on('SIGTERM', async () => {
  bareServer.close();
  await shop.stop();
  await rm(dataDir, { recursive: true, force: true });
  process.exit(0);
});
