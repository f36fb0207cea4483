/**
 * Property-based fuzzing of every endpoint of the contract, over real HTTP to the shop in its own
 * process: inputs generated from each endpoint's zod schema, often spoiled with hostile values
 * (huge strings, deep nesting, wrong types, awkward unicode, prototype keys, raw 1e309 and -0,
 * malformed escapes), each method of each endpoint, signed out and signed in on both storefronts.
 * The properties: never a 5xx; every refusal is the error envelope; bad input is 400 (413 past the
 * body limit); the process stays up and its memory does not grow across the run.
 *
 * A fixed seed and FUZZ_RUNS cases per endpoint and method, each by one of the callers (8 by
 * default, for the normal suite); FUZZ_RUNS=200 FUZZ_SEED=<n> for a longer run (docs/api.md).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, IDENTITY_PATHS } from '../../../core/contract';
import { SHOP_DONATION_STORE_ID } from '../../../core/donation/constants';
import { RATE_LIMITS } from '../../../core/rate-limits';
import { DEMO_ACCOUNTS } from '../../../api/db/seed/identity-data';
import { type ContractEndpoint, contractEndpoints } from '../../../api/http/openapi';
import { TEST_GUEST_COOKIE } from '../../support/api-server';
import { casesFor, type FuzzServer, requestOf, startFuzzServer } from './support';

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const BODY_LIMIT = '100kb';
/** Heap the server may keep beyond its warmed-up size after the whole run (bounded caches fill up). */
const MAX_HEAP_GROWTH_BYTES = 16 * 1024 * 1024;

/** A caller: a storefront, and the demo account signed in there (none for a guest). */
interface Caller {
  name: string;
  site: 'dtc' | 'hpsf';
  account: { email: string; password: string } | null;
  cookie: string;
}

const account = (email: string) => {
  const found = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!found) throw new Error(`no demo account ${email}`);
  return { email: found.email, password: found.password };
};

const CALLERS: Caller[] = [
  { name: 'guest on DTC', site: 'dtc', account: null, cookie: TEST_GUEST_COOKIE },
  { name: 'shopper on DTC', site: 'dtc', account: account('shopper@vitalis.example'), cookie: TEST_GUEST_COOKIE },
  { name: 'staff on HPSF', site: 'hpsf', account: account('staff@vitalis.example'), cookie: TEST_GUEST_COOKIE },
];

/** Every limit loose enough that the fuzzer's volume is never refused for it (429 would hide bad input). */
const NO_RATE_LIMITS = Object.keys(RATE_LIMITS)
  .map((name) => `${name}=999999/1`)
  .join(',');

describe('every endpoint of the contract, fuzzed over HTTP', () => {
  let server: FuzzServer;
  let dataDir: string;
  let warmedUp: { heapUsed: number; rss: number; collected: boolean };
  let requests = 0;
  const usedKeys = new Set<string>();
  const baseOf = (caller: Caller) => (caller.site === 'dtc' ? server.dtc : server.hpsf);

  /** Signs the caller in (again, when a fuzzed call such as sign-out ended its session). */
  async function signIn(caller: Caller): Promise<void> {
    if (!caller.account || caller.cookie !== TEST_GUEST_COOKIE) return;
    const base = baseOf(caller);
    const headers = { origin: base, 'content-type': 'application/json', cookie: TEST_GUEST_COOKIE };
    const res = await fetch(`${base}${IDENTITY_PATHS.login}`, { method: 'POST', headers, body: JSON.stringify(caller.account) });
    expect(res.status, `${caller.name} signs in`).toBe(200);
    keepSession(caller, res);
  }

  /** Keeps a signed-in caller's session cookie as a browser would: a new one replaces it, a cleared one ends it. */
  function keepSession(caller: Caller, res: Response): void {
    if (!caller.account) return; // a guest stays a guest, whatever a fuzzed register or sign-in set
    const line = res.headers.getSetCookie().find((cookie) => cookie.startsWith('shop_session='));
    const token = line?.split(';')[0].slice('shop_session='.length);
    if (token !== undefined) caller.cookie = token ? `shop_session=${token}; ${TEST_GUEST_COOKIE}` : TEST_GUEST_COOKIE;
  }

  /** `numRuns` generated calls of `method` on `entry`, each by one of the callers. */
  async function fuzz(entry: ContractEndpoint, method: string, numRuns: number, seed: number): Promise<void> {
    const cases = fc.tuple(casesFor(entry.endpoint, SHOP_DONATION_STORE_ID), fc.constantFrom(...CALLERS));
    const property = fc.asyncProperty(cases, async ([fuzzCase, caller]) => {
      await signIn(caller);
      const request = requestOf(entry, method, fuzzCase, baseOf(caller), BODY_LIMIT);
      request.init.headers.cookie = caller.cookie;
      const res = await fetch(request.url, request.init);
      keepSession(caller, res);
      requests++;
      const text = await res.text();
      const answer = `${res.status} ${text.slice(0, 300)}`;
      const about = `${caller.name} ${method} ${entry.endpoint.path} → ${answer}\nsent: ${request.sent.slice(0, 400)}`;
      expect(res.status, about).toBeLessThan(500);
      if (res.status >= 400) expect(errorEnvelopeSchema.safeParse(JSON.parse(text)).success, about).toBe(true);
      // a key this caller already used on this endpoint is answered first (422 for another body, as the draft says)
      // (callers share the test guest key, so a key is counted per endpoint whoever sent it)
      const keyScope = request.idempotencyKey && `${method} ${entry.endpoint.path} ${request.idempotencyKey}`;
      const keyReused = keyScope ? usedKeys.has(keyScope) : false;
      if (keyScope) usedKeys.add(keyScope);
      if (request.mustRefuseWith !== null && !(keyReused && res.status === 422)) expect(res.status, about).toBe(request.mustRefuseWith);
      if (res.status === 400) expect(JSON.parse(text).error.code, about).toBe('VALIDATION_FAILED');
    });
    await fc.assert(property, { numRuns, seed, endOnFailure: true });
  }

  const operations = contractEndpoints().flatMap((entry) => entry.endpoint.methods.map((method) => ({ entry, method })));

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-fuzz-'));
    server = await startFuzzServer({ DATA_DIR: dataDir, RATE_LIMITS: NO_RATE_LIMITS, BODY_LIMIT, LOG_LEVEL: 'silent' });
    // a short pass over everything first, so the baseline holds what any first call sets up
    const started = Date.now();
    for (const { entry, method } of operations) {
      await fuzz(entry, method, 1, SEED + 1);
    }
    warmedUp = await server.memory();
    console.log(`fuzz warm-up: ${requests} requests in ${Date.now() - started} ms`);
    requests = 0;
  }, 300_000);

  afterAll(async () => {
    server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('covers every endpoint and method of the contract', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  for (const { entry, method } of operations) {
    it(`${method} ${entry.endpoint.path}`, async () => {
      await fuzz(entry, method, RUNS, SEED);
    });
  }

  it('kept the server up, and its memory did not grow across the run', async () => {
    expect(server.exited()).toBeNull();
    const after = await server.memory();
    expect(after.collected).toBe(true);
    const growth = after.heapUsed - warmedUp.heapUsed;
    const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
    console.log(
      `fuzz: ${requests} requests; heap ${mb(warmedUp.heapUsed)} → ${mb(after.heapUsed)} MB, rss ${mb(warmedUp.rss)} → ${mb(after.rss)} MB`,
    );
    expect(growth).toBeLessThan(MAX_HEAP_GROWTH_BYTES);
  });
});
