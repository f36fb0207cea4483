/**
 * The server side of the benchmarks, in its own process so the load generator does not share its
 * event loop: the real app on PGlite, or on PostgreSQL when DATABASE_URL names an empty database,
 * started as api/main.ts starts it (api/start.ts: the seed in a process of its own, the jobs), and
 * beside it a bare Koa route answering fixed JSON, the baseline every figure is
 * compared with (and, for the first-visit bench, a plain page: header, heading and product picture). Production settings, and
 * its request log at info level written to a file the way a deployed shop writes it (api/logger.ts).
 * Prints one JSON line with the ports.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
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
const FLOOR_PATH = '/first-visit-floor';
const FLOOR_PICTURE_PATH = '/first-visit-floor/picture.webp';

/**
 * The first-visit bench's floor: a plain page with no script showing what a shop's first screen
 * shows (the header's brand, the page's heading and a product picture, the rendition a product
 * card asks the image route for), served by the bare server: the least such a first visit costs.
 */
async function floorPage(shopPort: number, packshotsDir: string): Promise<{ html: string; picture: Buffer }> {
  const [packshot] = (await readdir(packshotsDir)).filter((name) => name.endsWith('.png')).sort();
  const answer = await fetch(`http://127.0.0.1:${shopPort}/_ipx/f_webp,fit_contain,w_320,h_320/assets/packshots/${packshot}`);
  const picture = Buffer.from(await answer.arrayBuffer());
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
    '<title>Shop All Pet Food | Floor</title></head><body>' +
    '<header><strong>Vitalis</strong> Vitalis Pet Nutrition Shop</header>' +
    '<main><h1>Shop All Pet Food</h1>' +
    `<img src="${FLOOR_PICTURE_PATH}" width="160" height="160" alt="A bag of dog food"></main></body></html>`;
  return { html, picture };
}

const logger = createLogger('info', join(dataDir, 'server.log'));
const shop = await startShop(config, logger);

const bare = new Koa();
const fixed = { data: { ok: true, items: [1, 2, 3] } };
const floor = await floorPage(shop.server.ports.DTC, join(config.assetsDir, 'packshots'));
bare.use((ctx) => {
  if (ctx.path === FLOOR_PATH) {
    ctx.type = 'html';
    ctx.body = floor.html;
    return;
  }
  if (ctx.path === FLOOR_PICTURE_PATH) {
    ctx.type = 'image/webp';
    ctx.body = floor.picture;
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
