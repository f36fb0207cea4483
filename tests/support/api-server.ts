import pino from 'pino';
import { appDeps, createApp } from '../../api/app';
import { type Config, loadConfig } from '../../api/config';
import type { Database } from '../../api/db/client';
import { startServer } from '../../api/server';

export interface TestServer {
  /** base URL of each storefront */
  dtc: string;
  hpsf: string;
  config: Config;
  close(): Promise<void>;
}

/** A log line of the app, as pino writes it. */
export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** Starts the real app on ephemeral ports over the given database, for tests over real HTTP. */
export function startTestServer(database: Database, env: Record<string, string> = {}): Promise<TestServer> {
  return start(database, env);
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

async function start(database: Database, env: Record<string, string>, log?: pino.Logger): Promise<TestServer> {
  const config = loadConfig({ NODE_ENV: 'test', DTC_PORT: '0', HPSF_PORT: '0', LOG_LEVEL: 'silent', ...env });
  const logger = log ?? pino({ level: config.logLevel });
  const app = createApp(appDeps(config, database, logger));
  const server = await startServer(app, { ports: config.ports, host: '127.0.0.1', shutdownTimeoutMs: 2000, logger });
  return {
    dtc: `http://127.0.0.1:${server.ports.DTC}`,
    hpsf: `http://127.0.0.1:${server.ports.HPSF}`,
    config,
    close: () => server.close(),
  };
}

/** POSTs JSON and returns status and parsed body. */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}
