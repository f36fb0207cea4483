import Koa from 'koa';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import { type Container, type ContainerOptions, createContainer } from './container';
import { accountRoutes } from './features/account/account.routes';
import { cartRoutes } from './features/cart/cart.routes';
import { catalogueRoutes } from './features/catalogue/catalogue.routes';
import { checkoutRoutes } from './features/checkout/checkout.routes';
import { contactRoutes } from './features/contact/contact.routes';
import { clientErrorRoutes } from './features/client-errors/client-errors.routes';
import { donationRoutes } from './features/donation/donation.routes';
import { reviewsRoutes } from './features/reviews/reviews.routes';
import { contentRoutes } from './features/content/content.routes';
import { contentPagesRoutes } from './features/content/content-pages.routes';
import { publicOrigin, searchEngineHeadTags, searchEngineRoutes } from './features/content/search-engines.routes';
import { merchandisingRoutes } from './features/content/merchandising.routes';
import { healthRoutes } from './features/health/health.routes';
import { storefrontConfigRoutes } from './features/storefront-config/storefront-config.routes';
import { identityRoutes } from './features/identity/identity.routes';
import { imageRoutes } from './features/images/images.routes';
import { stockRoutes } from './features/stock/stock.routes';
import { manifestForSite } from '../core/pwa/manifest';
import type { SiteCode } from '../core/constants';
import { endpointRouters } from './http/endpoints';
import { DomainError, errorEnvelope } from './http/errors';
import { type CachedReadLane, createCachedReadLane } from './http/response-cache';
import { jsonBody, jsonBodyOf } from './http/json-body';
import { openApiRoutes } from './http/openapi';
import { reportClientError } from '../core/contract/client-error-refs';
import { CLIENT_ERROR_BODY_LIMIT } from '../core/analytics/client-errors';
import { requestContext } from './http/request-context';
import { securityHeaders } from './http/security-headers';
import { guestKeys } from './http/guest-key';
import { secureFor, sessionMiddleware } from './http/session';
import { sameOriginWrites } from './http/same-origin';
import { resolveSite } from './http/site';
import { isNavigation, staticFiles } from './http/static-files';
import { type PageRenderer, renderedPages } from './http/rendered-pages';
import { type BuildInfo, currentBuildInfo, readBaseManifest } from './build-info';
import { join } from 'node:path';
import { createJobQueues, type JobQueues } from './jobs/job-queues';
import { createIdempotencyStore } from './db/idempotency.store';
import { type Housekeeping, housekeeping } from './housekeeping';
import { type ChangeFeed, localChangeFeed, redisChangeFeed } from './change-feed';
import { Redis } from 'ioredis';

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** the build being served (dist/builds/latest.json), read when asked so a redeploy shows */
  buildInfo: () => Promise<BuildInfo>;
  /** the PWA manifest as built, before per-site changes */
  baseManifest: () => Promise<Record<string, unknown>>;
  /** work done after the answer (account mails); its owner starts and stops it with the server */
  jobs: JobQueues;
  /** this process's Redis connection when REDIS_URL is set (sign-in counters, account cache, rate limits) */
  redis?: Redis;
  /** word between the processes that shared data changed (Redis pub/sub, else this process only) */
  changes: ChangeFeed;
  /** periodic upkeep off the request path; its owner starts and stops it with the server */
  housekeeping: Housekeeping;
}

export type { PageRenderer, PageRequest } from './http/rendered-pages';

/** How often a process deletes the Idempotency-Key records past their retention. */
const IDEMPOTENCY_PURGE_EVERY_MS = 10 * 60_000;

/** The dependencies of an app serving the build in config.distDir. */
export function appDeps(config: Config, database: Database, logger: Logger): AppDeps {
  const redis = redisConnection(config, logger);
  return {
    config,
    database,
    logger,
    buildInfo: currentBuildInfo(config.distDir),
    baseManifest: () => readBaseManifest(config.distDir),
    jobs: createJobQueues(database, logger),
    redis,
    changes: redis ? redisChangeFeed(redis, config.redisNamespace, logger) : localChangeFeed(),
    housekeeping: housekeeping(upkeepOf(database), logger),
  };
}

/** The process's periodic upkeep (api/housekeeping.ts). */
function upkeepOf(database: Database) {
  const idempotencyKeys = createIdempotencyStore(database.db);
  return [{ name: 'idempotency keys past retention', everyMs: IDEMPOTENCY_PURGE_EVERY_MS, run: () => idempotencyKeys.purgeExpired() }];
}

/** One Redis connection per process when REDIS_URL is set. */
function redisConnection(config: Config, logger: Logger): Redis | undefined {
  if (!config.redisUrl) return undefined;
  // one connection per process; commands fail fast instead of queueing while Redis is down
  // every key the shop writes starts with its namespace (ioredis adds it; pub/sub channels excepted)
  const redis = new Redis(config.redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: true,
    maxRetriesPerRequest: 2,
    keyPrefix: `${config.redisNamespace}:`,
  });
  redis.on('error', (error) => logger.warn({ err: error }, 'redis unavailable'));
  return redis;
}

/** After the server stopped taking requests: upkeep and running jobs finish (up to timeoutMs), then Redis closes. */
export async function stopAppDeps(deps: AppDeps, timeoutMs: number): Promise<void> {
  await deps.housekeeping.stop();
  await deps.jobs.stop(timeoutMs);
  await deps.changes.close();
  if (deps.redis && deps.redis.status !== 'wait') await deps.redis.quit().catch(() => {});
}

/** Unknown /api/* paths answer JSON, never the SPA page. */
async function apiNotFound(ctx: Koa.Context, next: Koa.Next) {
  await next();
  if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api/')) {
    throw new DomainError('NOT_FOUND', `No API endpoint ${ctx.method} ${ctx.path}`);
  }
}

/**
 * Builds the HTTP application from its dependencies (the container builds every store and
 * service once). No module-level state: two apps in one process (tests do this) share nothing.
 */
export interface AppOptions extends ContainerOptions {
  /** draws pages on the server (web/entry-server.tsx's renderPage); without it the browser draws them */
  renderPage?: PageRenderer;
  /** the web app from source in place of the build (npm run dev: scripts/dev-web.ts) */
  web?: WebFromSource;
}

/** The web app served from its source by a dev server in this process. */
export interface WebFromSource {
  /** serves the browser's modules (and hot reload); hands on what it does not serve */
  middleware: Koa.Middleware;
  /** index.html as the dev server transforms it for `url` */
  indexHtml: (url: string) => Promise<string>;
  renderPage: PageRenderer;
}

export function createApp(deps: AppDeps, options: AppOptions = {}): Koa {
  const { config, logger } = deps;
  const services = createContainer(deps, options);
  const { auth } = services;
  // behind TRUST_PROXY balancers ctx.ip is the address the nearest of them saw (X-Forwarded-For,
  // counted from the right), else the socket's: a client cannot pick its own rate-limit key
  const app = new Koa({ proxy: config.trustProxy > 0, maxIpsCount: config.trustProxy });
  app.silent = true; // errors are logged once, by errorEnvelope, with the request id

  app.use(requestContext(logger));
  app.use(securityHeaders(config.thirdParty));
  app.use(resolveSite(config.siteHosts, config.defaultSite));
  app.use(errorEnvelope);
  app.use(sameOriginWrites);
  // ctx.state.guestKey: the secret a guest's cart is bound to (given with pages and cart calls)
  const guestKey = guestKeys((ctx) => secureFor(ctx, config.identity.shopUrls[ctx.state.site as SiteCode]));
  const web = webApp(deps, services, options);
  // a page a browser opens is answered here: it needs its guest key and the page, none of the
  // API's body parsing, sessions, limits and routers below
  app.use((ctx, next) => (isNavigation(ctx) ? guestKey(ctx, () => web.page(ctx)) : next()));
  // API calls first (catalogue reads are the busiest), so they skip the image and file lookups;
  // apiNotFound still wraps everything below, and unmatched paths fall through to the files.
  app.use(apiNotFound);
  // repeated catalogue reads are answered here, before body parsing, sessions and routers
  const cachedReads = createCachedReadLane();
  app.use(cachedReads.middleware);
  // error reports are small: their own, lower body limit (the general one would let 100 kB in)
  app.use(jsonBodyOf(reportClientError.path, { limit: CLIENT_ERROR_BODY_LIMIT }));
  app.use(jsonBody({ limit: config.bodyLimit }));
  // ctx.state.customer for every /api request: the request scope's customerId
  app.use(
    sessionMiddleware(async (token, ctx) => {
      const found = await auth.resolve(token, ctx.state.site);
      if (!found) return null;
      ctx.state.identitySession = found.session;
      return { id: found.session.customerId, email: found.email, sessionId: found.session.id };
    }),
  );
  app.use(guestKey);
  app.use(services.limits);
  for (const router of featureRouters(deps, services, cachedReads)) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  app.use(imageRoutes(services.images));
  if (options.web) app.use(options.web.middleware);
  app.use(web.files);
  return app;
}

/** The web app's files and pages: the build's (or the dev server's), each page drawn on the server when a renderer is given. */
function webApp(deps: AppDeps, services: Container, options: AppOptions) {
  const { config } = deps;
  const renderPage = config.serverRendering ? (options.web?.renderPage ?? options.renderPage) : undefined;
  return staticFiles({
    indexHtml: options.web?.indexHtml,
    distDir: config.distDir,
    packshotsDir: join(config.assetsDir, 'packshots'),
    siteName: (site) => services.content.siteName(site),
    manifest: async (site) => manifestForSite(await deps.baseManifest(), site),
    build: async () => ({ buildId: (await deps.buildInfo()).buildId, pollIntervalMs: config.buildPollIntervalMs }),
    headTags: searchEngineHeadTags(searchEngineDeps(config, services)),
    renderPage: renderPage && pagesRenderedWith(renderPage, deps, services),
  });
}

/** Pages drawn on the server with the shared reads answered in the process, and kept (api/http/rendered-pages.ts). */
function pagesRenderedWith(renderPage: PageRenderer, deps: AppDeps, services: Container) {
  const { reads, transact } = services.mountKit;
  if (!reads) throw new Error('Server rendering needs the in-process reads of the mount kit');
  return renderedPages({
    renderPage,
    reads,
    transact,
    origin: searchEngineDeps(deps.config, services).origin,
    buildId: async () => (await deps.buildInfo()).buildId,
    changes: deps.changes,
    ttlMs: deps.config.catalogueCacheTtlMs,
  });
}

/** What robots.txt, sitemap.xml, opensearch.xml and the HTML's search-engine tags need. */
function searchEngineDeps(config: Config, services: Container) {
  return {
    siteName: (site: SiteCode) => services.content.siteName(site),
    origin: publicOrigin(config.publicUrls, config.identity.shopUrls),
  };
}

/** Every feature's router, each given only the services it calls. */
function featureRouters(deps: AppDeps, services: Container, cachedReads: CachedReadLane) {
  const routers = endpointRouters(services.mountKit);
  return [
    identityRoutes(routers, services, deps.config.identity),
    catalogueRoutes(routers, services.catalogue, cachedReads),
    contentRoutes(routers, services.content),
    contentPagesRoutes(routers, services.contentPages),
    searchEngineRoutes({ pages: services.contentPages, ...searchEngineDeps(deps.config, services) }),
    merchandisingRoutes(routers, services.merchandising),
    stockRoutes(routers, services.stock),
    healthRoutes(routers, deps.database, deps.buildInfo),
    cartRoutes(routers, services.carts, services.mayOrder),
    checkoutRoutes(routers, services.checkout, services.mayOrder),
    accountRoutes(routers, services),
    contactRoutes(routers, services.contact),
    clientErrorRoutes(routers, services.clientErrors),
    donationRoutes(routers, services.donations),
    reviewsRoutes(routers, services.reviews),
    storefrontConfigRoutes(routers, { config: deps.config, analyticsIntegration: (site) => services.content.analyticsIntegration(site) }),
    openApiRoutes(),
  ];
}
