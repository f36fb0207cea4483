/**
 * The server process on SIGTERM: a request already in flight gets its whole answer, new
 * connections are refused, the job queue and database close, and the process exits 0.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_PATHS } from '../../../core/contract/paths';
import { createEmptyPostgresDatabase, isDatabaseKindAvailable } from '../../support/databases';

const MAIN = fileURLToPath(new URL('../../../api/main.ts', import.meta.url));
const postgres = isDatabaseKindAvailable('postgres');
if (!postgres) console.log('PostgreSQL not reachable — the SIGTERM test of the server process was not run');

/** Starts api/main.ts; resolves with the process, its DTC port and its log, once it listens. */
function startMain(env: Record<string, string>): Promise<{ child: ChildProcess; port: number; log: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, DTC_PORT: '0', HPSF_PORT: '0', LOG_LEVEL: 'info', SEED_ON_START: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      const listening = /DTC shop on http:\/\/localhost:(\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve({ child, port: Number(listening[1]), log: () => output });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
}

describe.skipIf(!postgres)('the server process on SIGTERM', () => {
  it('finishes the request in flight, refuses new connections, then exits 0', async () => {
    const empty = await createEmptyPostgresDatabase();
    try {
      const env = { DATABASE_URL: empty.url, DATABASE_POOL_SIZE: '3', DATA_DIR: '/tmp/shop-sigterm-unused' };
      const { child, port, log } = await startMain(env);
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      const body = JSON.stringify({ handles: ['no-such-product'] });
      let lateRefused = false;
      // the request is in flight: headers and half its body sent, the server waiting for the rest
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, method: 'POST', path: CATALOGUE_PATHS.getProductsByHandles }, (res) => {
          let text = '';
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        });
        req.on('error', reject);
        req.setHeader('content-type', 'application/json');
        req.setHeader('content-length', Buffer.byteLength(body));
        req.write(body.slice(0, 10));
        setTimeout(() => {
          child.kill('SIGTERM');
          // after the signal: the listener is closed, so a new connection is refused…
          setTimeout(() => {
            const late = request({ host: '127.0.0.1', port, path: '/api/health' });
            late.on('error', (error) => {
              lateRefused = (error as NodeJS.ErrnoException).code === 'ECONNREFUSED';
              req.end(body.slice(10)); // …while the request in flight sends the rest of its body
            });
            late.on('response', () => req.end(body.slice(10)));
            late.end();
          }, 500);
        }, 300);
      });
      const { status, text } = await answer;
      expect(status).toBe(200);
      expect(JSON.parse(text)).toEqual({ data: [] });
      expect(lateRefused).toBe(true);
      expect(await exited).toBe(0);
      expect(log()).toMatch(/"connections":3,"msg":"database open"/);
      expect(log()).toMatch(/shutting down: finishing in-flight requests[\s\S]*"msg":"stopped"/);
    } finally {
      await empty.drop();
    }
  }, 90_000);
});
