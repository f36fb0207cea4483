import { join, resolve } from 'node:path';
import { z } from 'zod';
import { SITE_CODES, type SiteCode } from '../core/constants';
import { CONTACT_MESSAGES_PER_WINDOW } from '../core/contact/rules';
import { parseRateLimitOverrides, RATE_LIMITS, type RateLimitTable } from '../core/rate-limits';

const port = z.coerce.number().int().min(0).max(65535);
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const siteCode = z.enum(SITE_CODES);
/** A P-256 private key as a JWK in JSON (what `jose` exports), e.g. from a secret store. */
const privateEcJwk = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'expected a JWK in JSON' });
      return z.NEVER;
    }
  })
  .pipe(z.object({ kty: z.literal('EC'), crv: z.literal('P-256'), x: z.string(), y: z.string(), d: z.string() }).loose());

/** 'shop.example.com=DTC,pro.example.com=HPSF' → { 'shop.example.com': 'DTC', … } */
const siteHosts = z
  .string()
  .regex(
    /^([a-z0-9.-]+(:\d+)?=(DTC|HPSF))(,[a-z0-9.-]+(:\d+)?=(DTC|HPSF))*$/i,
    'expected host=SITE pairs separated by commas, e.g. shop.example.com=DTC,pro.example.com=HPSF',
  )
  .transform((text) =>
    Object.fromEntries(
      text.split(',').map((pair) => {
        const [host, site] = pair.split('=');
        return [host.toLowerCase(), site.toUpperCase() as SiteCode];
      }),
    ),
  );

const urlWithScheme = (schemes: string[]) =>
  z
    .string()
    .url()
    .refine((u) => schemes.some((s) => u.startsWith(`${s}://`)), `expected a URL starting ${schemes.join(':// or ')}://`);

/** 'false' (default) or the number of proxies in front that append to X-Forwarded-For ('true' = 1). */
const trustProxy = z
  .string()
  .regex(/^(true|false|\d{1,2})$/, 'expected false, true (one proxy) or the number of proxies in front, e.g. 1')
  .transform((text) => (text === 'true' ? 1 : text === 'false' ? 0 : Number(text)));

const rateLimitOverrides = z.string().transform((text, ctx) => {
  const parsed = parseRateLimitOverrides(text);
  if (parsed.ok) return parsed.value;
  ctx.addIssue({ code: 'custom', message: parsed.problem });
  return z.NEVER;
});

/** Every environment variable the server reads, with its default (mirrored in .env.example). */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().optional(),
  DTC_PORT: port.default(3000),
  HPSF_PORT: port.default(3001),
  SITE_CODE: siteCode.default('DTC'),
  SITE_HOSTS: siteHosts.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DIST_DIR: z.string().min(1).default('./dist'),
  ASSETS_DIR: z.string().min(1).optional(),
  CATALOGUE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  SERVER_RENDERING: flag.default(true),
  DATABASE_URL: urlWithScheme(['postgres', 'postgresql']).optional(),
  // connections to PostgreSQL per process (db/client.ts: twice this machine's cores plus one when unset);
  // at least 2: work under an advisory lock (migrations, the job queue's start) holds one and uses another
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(1000).optional(),
  REDIS_URL: urlWithScheme(['redis', 'rediss']).optional(),
  // the shop's keys and channel in a Redis other shops (staging, a test run) may share
  REDIS_NAMESPACE: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,40}$/, 'expected 1 to 40 letters, digits, dots, dashes or underscores')
    .default('shop'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  BODY_LIMIT: z
    .string()
    .regex(/^\d+(kb|mb)$/, 'expected a size such as 100kb or 1mb')
    .default('100kb'),
  SEED_ON_START: flag.default(true),
  SEED_DEMO_ACCOUNTS: flag.default(true),
  BUILD_POLL_INTERVAL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(300_000),
  // identity: sessions, sign-in limits, mail, tokens
  TOKEN_INACTIVITY_TIME: z.coerce.number().int().min(5).max(86_400).default(900),
  SESSION_MAX_AGE: z.coerce.number().int().min(60).max(31_536_000).default(604_800),
  SMTP_URL: urlWithScheme(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).default('Vitalis Shop <no-reply@vitalis.example>'),
  PD_CUSTOMER_GROUPS: z.string().default('VET_CLINIC,ANIMAL_HOSPITAL'),
  SHOP_URL_DTC: urlWithScheme(['http', 'https']).optional(),
  SHOP_URL_HPSF: urlWithScheme(['http', 'https']).optional(),
  // signing keys from the environment (a secret store) rather than made at first start and kept in the database
  JWT_PRIVATE_JWK: privateEcJwk.optional(),
  HMAC_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43,}$/, 'expected at least 32 random bytes in base64url')
    .optional(),
  // contact form: messages one client (address, or account) may send per storefront each hour
  CONTACT_MESSAGES_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(CONTACT_MESSAGES_PER_WINDOW),
  // the image route's disk cache: least recently used renditions go past this size
  IMAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(1_000_000).default(256),
  // rate limits: 'name=points/seconds,…' overriding the table of core/rate-limits.ts
  RATE_LIMITS: rateLimitOverrides.optional(),
  // behind a balancer: how many proxies in front append the client's address to X-Forwarded-For
  TRUST_PROXY: trustProxy.default(0),
  // outside services the browser loads after consent: tag manager, reviews script, error reporting
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, 'expected a Google Tag Manager container id such as GTM-AB12CD3')
    .optional(),
  REVIEWS_SCRIPT_URL: z
    .string()
    .regex(/^(\/[^/\s]|https:\/\/)\S+$/, 'expected a path on the shop (/reviews/widget.js) or an https URL')
    .default('/reviews/widget.js'),
  SENTRY_DSN: urlWithScheme(['https', 'http']).optional(),
});

/**
 * What production must not run with: each is a safe default for a developer and a hole on the
 * internet (published demo passwords, session cookies over http, reset links that never leave).
 */
function productionProblems(e: z.infer<typeof environmentSchema>): string[] {
  const problems: string[] = [];
  if (e.SEED_ON_START && e.SEED_DEMO_ACCOUNTS) {
    problems.push("SEED_DEMO_ACCOUNTS=true: set it to false in production, the demo accounts' passwords are published in the README");
  }
  for (const name of ['SHOP_URL_DTC', 'SHOP_URL_HPSF'] as const) {
    if (!e[name]?.startsWith('https://'))
      problems.push(`${name}=${JSON.stringify(e[name] ?? '')}: production needs the storefront's https URL`);
  }
  if (!e.SMTP_URL) problems.push('SMTP_URL="": production needs an SMTP transport (mail files under DATA_DIR reach nobody)');
  return problems;
}

export type Config = {
  env: 'development' | 'test' | 'production';
  host?: string;
  /** listener port per storefront */
  ports: Record<SiteCode, number>;
  /** site for requests whose host and listener do not decide it */
  defaultSite: SiteCode;
  siteHosts: Record<string, SiteCode>;
  dataDir: string;
  distDir: string;
  /** packshots and other content images (the image route's sources) */
  assetsDir: string;
  /** bytes of renditions the image route keeps on disk (IMAGE_CACHE_MAX_MB) */
  imageCacheMaxBytes: number;
  /** how long a process keeps the catalogue in memory before reading it again */
  catalogueCacheTtlMs: number;
  /** pages drawn on the server (SERVER_RENDERING); off, the browser draws every page from the shell */
  serverRendering: boolean;
  databaseUrl?: string;
  /** PostgreSQL's connections per process (DATABASE_POOL_SIZE; unset: db/client.ts decides) */
  databasePoolSize?: number;
  redisUrl?: string;
  /** prefix of every Redis key and of the change channel (REDIS_NAMESPACE) */
  redisNamespace: string;
  logLevel: string;
  shutdownTimeoutMs: number;
  bodyLimit: string;
  seedOnStart: boolean;
  /** whether the seed adds the demo accounts (refused in production) */
  seedDemoAccounts: boolean;
  /** how often an open page has the service worker check builds/latest.json for a new build */
  buildPollIntervalMs: number;
  /** public origin of each storefront when SHOP_URL_<SITE> is set (robots.txt, sitemap.xml); else the request's */
  publicUrls: Partial<Record<SiteCode, string>>;
  identity: IdentityConfig;
  /** contact messages one client may send per storefront each hour (CONTACT_MESSAGES_PER_HOUR) */
  contactMessagesPerHour: number;
  /** every rate limit: core/rate-limits.ts, CONTACT_MESSAGES_PER_HOUR, then RATE_LIMITS */
  rateLimits: RateLimitTable;
  /**
   * proxies in front whose X-Forwarded-For is believed (TRUST_PROXY); 0: the client address is the
   * socket's, and forwarded headers are ignored
   */
  trustProxy: number;
  /** outside services the browser loads after the matching consent */
  thirdParty: ThirdPartyConfig;
};

/** The storefront's outside services (GTM_ID, REVIEWS_SCRIPT_URL, SENTRY_DSN). */
export interface ThirdPartyConfig {
  /** the tag manager container; none: no tag manager loads */
  gtmId?: string;
  /** the reviews script, a path on the shop or an https URL */
  reviewsScriptUrl: string;
  /** where client errors are also sent through Sentry's SDK; none: the shop's own endpoint only */
  sentryDsn?: string;
}

/** Settings of the identity area (sessions, mail, staff discounts). */
export interface IdentityConfig {
  /** seconds without activity before the inactivity alert (§9 tokenInactivityTime) */
  tokenInactivityTime: number;
  /** absolute session lifetime, seconds */
  sessionMaxAge: number;
  /** 'asvs' (N=2^17, r=8, p=1) everywhere but tests, which use a low cost */
  passwordHashCost: 'asvs' | 'low';
  smtpUrl?: string;
  mailFrom: string;
  /** comma-separated account groups eligible for the professional discount */
  pdCustomerGroups: string;
  /** public origin of each storefront, for links in mails */
  shopUrls: Record<SiteCode, string>;
  /** mail files are written here when no SMTP_URL is set */
  mailDir: string;
  /** keys given by the environment; what is absent is made at first start and kept in the database */
  keys: { jwtPrivateJwk?: Record<string, unknown>; hmacSecret?: string };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * Reads and validates the environment once. A bad value throws a ConfigError naming the
 * variable and the expected form; main.ts prints it and exits before anything starts.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        return `${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
      }),
    );
  }
  const e = parsed.data;
  if (e.DTC_PORT !== 0 && e.DTC_PORT === e.HPSF_PORT) {
    throw new ConfigError([`HPSF_PORT=${e.HPSF_PORT}: expected a port different from DTC_PORT`]);
  }
  const unsafe = e.NODE_ENV === 'production' ? productionProblems(e) : [];
  if (unsafe.length > 0) throw new ConfigError(unsafe);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    ports: { DTC: e.DTC_PORT, HPSF: e.HPSF_PORT },
    defaultSite: e.SITE_CODE,
    siteHosts: e.SITE_HOSTS ?? {},
    dataDir: resolve(e.DATA_DIR),
    distDir: resolve(e.DIST_DIR),
    assetsDir: resolve(e.ASSETS_DIR ?? join(e.DATA_DIR, 'assets')),
    catalogueCacheTtlMs: e.CATALOGUE_CACHE_TTL_MS,
    serverRendering: e.SERVER_RENDERING,
    imageCacheMaxBytes: e.IMAGE_CACHE_MAX_MB * 1024 * 1024,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    redisNamespace: e.REDIS_NAMESPACE,
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    bodyLimit: e.BODY_LIMIT,
    seedOnStart: e.SEED_ON_START,
    seedDemoAccounts: e.SEED_DEMO_ACCOUNTS,
    buildPollIntervalMs: e.BUILD_POLL_INTERVAL_MS,
    publicUrls: {
      ...(e.SHOP_URL_DTC && { DTC: e.SHOP_URL_DTC.replace(/\/+$/, '') }),
      ...(e.SHOP_URL_HPSF && { HPSF: e.SHOP_URL_HPSF.replace(/\/+$/, '') }),
    },
    identity: {
      tokenInactivityTime: e.TOKEN_INACTIVITY_TIME,
      sessionMaxAge: e.SESSION_MAX_AGE,
      passwordHashCost: e.NODE_ENV === 'test' ? 'low' : 'asvs',
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      pdCustomerGroups: e.PD_CUSTOMER_GROUPS,
      shopUrls: {
        DTC: (e.SHOP_URL_DTC ?? `http://localhost:${e.DTC_PORT}`).replace(/\/+$/, ''),
        HPSF: (e.SHOP_URL_HPSF ?? `http://localhost:${e.HPSF_PORT}`).replace(/\/+$/, ''),
      },
      mailDir: join(resolve(e.DATA_DIR), 'mail'),
      keys: { jwtPrivateJwk: e.JWT_PRIVATE_JWK, hmacSecret: e.HMAC_SECRET },
    },
    contactMessagesPerHour: e.CONTACT_MESSAGES_PER_HOUR,
    rateLimits: {
      ...RATE_LIMITS,
      contact: { ...RATE_LIMITS.contact, points: e.CONTACT_MESSAGES_PER_HOUR },
      ...e.RATE_LIMITS,
    },
    trustProxy: e.TRUST_PROXY,
    thirdParty: { gtmId: e.GTM_ID, reviewsScriptUrl: e.REVIEWS_SCRIPT_URL, sentryDsn: e.SENTRY_DSN },
  };
}
