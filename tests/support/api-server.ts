import { createHash } from 'node:crypto';
import pino from 'pino';
import { type AppOptions, appDeps, createApp, stopAppDeps } from '../../api/app';
import { type Config, loadConfig } from '../../api/config';
import type { Database } from '../../api/db/client';
import type { JobQueues } from '../../api/jobs/job-queues';
import { startServer } from '../../api/server';

export interface TestServer {
  /** base URL of each storefront */
  dtc: string;
  hpsf: string;
  config: Config;
  /** the server's job queues (account mails): `idle()` resolves once the jobs sent so far have run */
  jobs: JobQueues;
  close(): Promise<void>;
}

/** A log line of the app, as pino writes it. */
export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** Starts the real app on ephemeral ports over the given database, for tests over real HTTP. */
export function startTestServer(database: Database, env: Record<string, string> = {}, options: AppOptions = {}): Promise<TestServer> {
  return start(database, env, undefined, options);
}

/** startTestServer, with the app's log lines (warn and above) kept in `lines` for assertions. */
export async function startLoggedTestServer(
  database: Database,
  env: Record<string, string> = {},
): Promise<TestServer & { lines: LogLine[] }> {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { ...(await start(database, env, logger)), lines };
}

async function start(database: Database, env: Record<string, string>, log?: pino.Logger, options: AppOptions = {}): Promise<TestServer> {
  const config = loadConfig({ NODE_ENV: 'test', DTC_PORT: '0', HPSF_PORT: '0', LOG_LEVEL: 'silent', ...env });
  const logger = log ?? pino({ level: config.logLevel });
  const deps = appDeps(config, database, logger);
  const app = createApp(deps, options);
  await deps.jobs.start();
  const server = await startServer(app, { ports: config.ports, host: '127.0.0.1', shutdownTimeoutMs: 2000, logger });
  return {
    dtc: `http://127.0.0.1:${server.ports.DTC}`,
    hpsf: `http://127.0.0.1:${server.ports.HPSF}`,
    config,
    jobs: deps.jobs,
    async close() {
      await server.close();
      await stopAppDeps(deps, 2000);
    },
  };
}

/**
 * The guest key plain test requests carry, so that they act as one browser: a guest's cart opens
 * only with the key it was made with (tests of that rule send their own).
 */
export const TEST_GUEST_COOKIE = `shop_guest=${'test-guest-key'.padEnd(43, '0')}`;

/** What the services see of TEST_GUEST_COOKIE (RequestScope.guestKey), for tests that call a service directly. */
export const TEST_GUEST_KEY = createHash('sha256').update(TEST_GUEST_COOKIE.split('=')[1]).digest('base64url');

/** `headers` with the test guest key added to its Cookie (unless it names a guest key already). */
export function withTestGuest(headers: Record<string, string>): Record<string, string> {
  const name = Object.keys(headers).find((key) => key.toLowerCase() === 'cookie');
  const cookie = name ? headers[name] : '';
  if (cookie.includes('shop_guest=')) return headers;
  const rest = Object.fromEntries(Object.entries(headers).filter(([key]) => key !== name));
  return { ...rest, cookie: cookie ? `${cookie}; ${TEST_GUEST_COOKIE}` : TEST_GUEST_COOKIE };
}

/** POSTs JSON (as the test browser: see TEST_GUEST_COOKIE) and returns status and parsed body. */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...withTestGuest(headers) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}
