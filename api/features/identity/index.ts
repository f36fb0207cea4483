/**
 * The identity area assembled from its parts: stores over the database, counters and cache in
 * Redis (REDIS_URL) or memory, the mailer, the services, the routes and the session middleware.
 */
import type { Context } from 'koa';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  type ExpiringCache,
  type FailureCounter,
  memoryCache,
  memoryFailureCounter,
  redisCache,
  redisFailureCounter,
} from '../../http/rate-limit';
import { sessionMiddleware } from '../../http/session';
import { createAuthService } from './auth.service';
import { identityRoutes } from './identity.routes';
import { createIdentityStore } from './identity.store';
import { createMailer, type Mailer } from './mailer';
import { createSessionStore } from './session.store';
import { signingKeys } from './signing-keys';
import { createStaffService } from './staff.service';
import { createTokensService } from './tokens.service';

export interface IdentityOptions {
  /** replaces the configured mailer (tests) */
  mailer?: Mailer;
  /** replaces the Redis or memory counters (tests) */
  failures?: FailureCounter;
  cache?: ExpiringCache;
}

function sharedStores(config: Config, logger: Logger): { failures: FailureCounter; cache: ExpiringCache } {
  if (!config.redisUrl) return { failures: memoryFailureCounter(), cache: memoryCache() };
  // one connection per process; commands fail fast instead of queueing while Redis is down
  const redis = new Redis(config.redisUrl, { lazyConnect: true, enableOfflineQueue: true, maxRetriesPerRequest: 2 });
  redis.on('error', (error) => logger.warn({ err: error }, 'redis unavailable'));
  return { failures: redisFailureCounter(redis), cache: redisCache(redis) };
}

/** Builds the identity area; mount `routes` and `middleware` (before any account router). */
export function createIdentity(db: Db, config: Config, logger: Logger, options: IdentityOptions = {}) {
  const shared = sharedStores(config, logger);
  const identities = createIdentityStore(db);
  const sessions = createSessionStore(db);
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.identity.smtpUrl, mailDir: config.identity.mailDir, from: config.identity.mailFrom });
  const auth = createAuthService({
    identities,
    sessions,
    failures: options.failures ?? shared.failures,
    mailer,
    config: config.identity,
  });
  const staff = createStaffService(identities, config.identity);
  const tokens = createTokensService(signingKeys(db), options.cache ?? shared.cache, config.identity);
  const middleware = sessionMiddleware(async (token, ctx: Context) => {
    const found = await auth.resolve(token);
    if (!found) return null;
    ctx.state.identitySession = found.session;
    return { id: found.session.customerId, email: found.email, sessionId: found.session.id };
  });
  return { routes: identityRoutes({ auth, staff, tokens }, config.identity), middleware, auth, staff, tokens };
}
