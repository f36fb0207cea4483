import Koa from 'koa';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import { createContentService } from './features/content/content.service';
import { contentRoutes } from './features/content/content.routes';
import { createContentStore } from './features/content/content.store';
import { cartRoutes } from './features/cart/cart.routes';
import { createCartService } from './features/cart/cart.service';
import { createCartStore } from './features/cart/cart.store';
import { checkoutFeature } from './features/checkout/checkout.feature';
import { catalogueRoutes } from './features/catalogue/catalogue.routes';
import { createCatalogueService } from './features/catalogue/catalogue.service';
import { createCatalogueStore } from './features/catalogue/catalogue.store';
import { stockRoutes } from './features/stock/stock.routes';
import { createStockService } from './features/stock/stock.service';
import { healthRoutes } from './features/health/health.routes';
import { createIdentity } from './features/identity';
import { cartShoppers, createAccounts } from './features/account';
import { imageRoutes } from './features/images/images.routes';
import { createImageService } from './features/images/images.service';
import { manifestForSite } from '../core/pwa/manifest';
import { DomainError, errorEnvelope } from './http/errors';
import { createIdempotencyStore } from './http/idempotency';
import { createCachedReadLane } from './http/response-cache';
import { jsonBody } from './http/json-body';
import { requestContext } from './http/request-context';
import { securityHeaders } from './http/security-headers';
import { resolveSite } from './http/site';
import { staticFiles } from './http/static-files';
import { type BuildInfo, readBaseManifest, readBuildInfo } from './build-info';
import { join } from 'node:path';

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** the build being served (dist/builds/latest.json), read when asked so a redeploy shows */
  buildInfo: () => Promise<BuildInfo>;
  /** the PWA manifest as built, before per-site changes */
  baseManifest: () => Promise<Record<string, unknown>>;
}

/** The dependencies of an app serving the build in config.distDir. */
export function appDeps(config: Config, database: Database, logger: Logger): AppDeps {
  return {
    config,
    database,
    logger,
    buildInfo: () => readBuildInfo(config.distDir),
    baseManifest: () => readBaseManifest(config.distDir),
  };
}

/** Unknown /api/* paths answer JSON, never the SPA page. */
async function apiNotFound(ctx: Koa.Context, next: Koa.Next) {
  await next();
  if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
    throw new DomainError('NOT_FOUND', `No API endpoint ${ctx.method} ${ctx.path}`);
  }
}

/**
 * Builds the HTTP application from its dependencies. No module-level state: two apps in one
 * process (tests do this) share nothing.
 */
export function createApp(deps: AppDeps): Koa {
  const { config, database, logger } = deps;
  const content = createContentService(createContentStore(database.db));
  const catalogueStore = createCatalogueStore(database.db);
  const catalogue = createCatalogueService(catalogueStore, { ttlMs: config.catalogueCacheTtlMs });
  const stock = createStockService(catalogueStore);
  // what a cart knows of the signed-in shopper (Program Discount, AUTO35) and the persisted-cart link
  const shoppers = cartShoppers(database.db, config.identity.pdCustomerGroups);
  const carts = createCartService(createCartStore(database.db), catalogueStore, { ttlMs: config.catalogueCacheTtlMs, ...shoppers });
  const app = new Koa({ proxy: false });
  app.silent = true; // errors are logged once, by errorEnvelope, with the request id

  app.use(requestContext(logger));
  app.use(securityHeaders);
  app.use(resolveSite(config.siteHosts, config.defaultSite));
  app.use(errorEnvelope);
  // API calls first (catalogue reads are the busiest), so they skip the image and file lookups;
  // apiNotFound still wraps everything below, and unmatched paths fall through to the files.
  app.use(apiNotFound);
  // repeated catalogue reads are answered here, before body parsing, sessions and routers
  const cachedReads = createCachedReadLane();
  app.use(cachedReads.middleware);
  app.use(jsonBody({ limit: config.bodyLimit }));
  // ctx.state.customer for every /api request; account routers below call requireCustomer(ctx)
  const identity = createIdentity(database.db, config, logger);
  app.use(identity.middleware);
  const accounts = createAccounts(database.db, carts);
  app.use(accounts.scope);
  for (const router of [
    identity.routes,
    catalogueRoutes(catalogue, cachedReads),
    contentRoutes(content),
    stockRoutes(stock),
    healthRoutes(deps),
    cartRoutes(carts, createIdempotencyStore(database.db)),
    checkoutFeature({
      db: database.db,
      catalogue: catalogueStore,
      ttlMs: config.catalogueCacheTtlMs,
      accounts: accounts.checkout,
      customerFacts: shoppers.customerFacts,
    }),
    accounts.routes,
  ]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  app.use(
    imageRoutes(
      createImageService({ assetsDir: config.assetsDir, cacheDir: join(config.dataDir, 'cache', 'images') }),
    ),
  );
  app.use(
    staticFiles({
      distDir: config.distDir,
      packshotsDir: join(config.assetsDir, 'packshots'),
      siteName: (site) => content.siteName(site),
      manifest: async (site) => manifestForSite(await deps.baseManifest(), site),
      build: async () => ({ buildId: (await deps.buildInfo()).buildId, pollIntervalMs: config.buildPollIntervalMs }),
    }),
  );
  return app;
}
