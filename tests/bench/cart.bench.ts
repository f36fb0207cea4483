/**
 * Cart writes: add-cart-line-items at 50 connections, every request with its own Idempotency-Key
 * (as the web app's outbox sends them) and the guest key of the cart's owner, spread over a pool of
 * carts; on PGlite and, when one is reachable, on PostgreSQL, each in a fresh bench server, next to
 * the bare Koa route in the same alternating run; on PostgreSQL pgbench runs a script of the same
 * shape on the same carts in rounds of that run too (pgbench.ts). Each server's resident memory is
 * read after its load.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Request } from 'autocannon';
import pg from 'pg';
import { addCartLineItems, createCart } from '../../core/contract/cart';
import { getFilteredProducts } from '../../core/contract/catalogue';
import type { Product } from '../../core/entities/catalogue';
import { defaultPoolSize } from '../../api/db/client';
import { type MemoryFigures, startBenchServer } from './bench-process';
import { alternate, combineRounds, compareLine, type LoadResult, load } from './load';
import type { BenchServers } from './pages';
import { combinePgbench, findPgbench, type PgbenchResult, type PgbenchRounds, pgbenchCartWrites } from './pgbench';

/**
 * Carts written to: enough that no line reaches its cap during the run (5 lines × 10 units each,
 * 75,000 writes; the fastest machine yet would send some 40,000 with the warm-up), and fewer than
 * a process remembers (remembered-carts.ts), as a shop's carts in use would be.
 */
const CART_POOL = 1500;
const LINES_PER_CART = 5;
const CONNECTIONS = 50;
/**
 * The writes each server takes before its figures count. A process just started is slower for its
 * first seconds of load (V8 moves PGlite's WebAssembly and the shop's code to its optimising
 * compiler as they run hot): after a one-second warm-up the three rounds of one run went 361, 534
 * and 627 writes/s on PGlite and 702, 711 and 838 on PostgreSQL while pgbench's went 827, 794 and
 * 739; after ten seconds PGlite's were level and PostgreSQL's followed pgbench's (docs/benchmarks.md).
 * The goals are a served shop's.
 */
const WARMUP_SECONDS = 10;
/** The connections a bench server on PostgreSQL holds (DATABASE_POOL_SIZE, which it inherits, else the shop's default). */
const poolSize = () => Number(process.env.DATABASE_POOL_SIZE || defaultPoolSize());
const GOALS = { pgliteP99Ms: 100, postgresP99Ms: 50, postgresShareOfPgbench: 0.5, rssMb: 300 };

interface OwnedCart {
  id: string;
  /** the Cookie header of the guest who made it: only that guest may write to it */
  cookie: string;
}

async function postJson(url: string, body: unknown): Promise<{ data: unknown; setCookies: string[] }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return { ...((await res.json()) as { data: unknown }), setCookies: res.headers.getSetCookie() };
}

/** Variants a DTC shopper can add: published, listed and in stock at home. */
async function addableVariantIds(base: string): Promise<string[]> {
  const { data } = await postJson(`${base}${getFilteredProducts.path}`, { filters: [], limit: 48, page: 1 });
  const { products } = data as { products: Product[] };
  const ids = products.flatMap((product) =>
    product.variants
      .filter((v) => v.inStock)
      .slice(0, 1)
      .map((v) => v.id),
  );
  if (ids.length < LINES_PER_CART) throw new Error(`only ${ids.length} in-stock variants to add`);
  return ids.slice(0, LINES_PER_CART);
}

/** Creates the pool of empty carts, a few at a time, each by a guest of its own (the answer gives the guest key). */
async function createCarts(base: string, count: number): Promise<OwnedCart[]> {
  const carts: OwnedCart[] = [];
  for (let i = 0; i < count; i += 25) {
    const batch = Array.from({ length: Math.min(25, count - i) }, () => randomUUID());
    const made = await Promise.all(batch.map((cartId) => postJson(`${base}${createCart.path}`, { cartId, lineItems: [] })));
    carts.push(...made.map(({ setCookies }, j) => ({ id: batch[j], cookie: setCookies.map((c) => c.split(';')[0]).join('; ') })));
  }
  return carts;
}

interface EngineFigures {
  measured: LoadResult;
  /** the shop's rounds one by one: a drift through the run (a process still warming up, a busier host) shows there */
  rounds: LoadResult[];
  baseline: LoadResult;
  /** pgbench's figure, in rounds alternating with the shop's (null when not asked for) */
  ceiling: PgbenchResult | null;
  /** pgbench with as many clients as the shop's pool has connections, in the same rounds (null when not asked for) */
  databaseAlone: PgbenchResult | null;
  sent: number;
  memory: MemoryFigures | null;
}

/**
 * Starts a bench server on the engine `env` selects, loads it with cart writes, reads its memory and
 * stops it. With `ceilingOn`, pgbench runs on the shop's carts in rounds alternating with the
 * shop's and the bare route's: this machine's speed changes by a quarter from one minute to the
 * next (and by half within an hour), so a pgbench run after the shop's could not be compared with it.
 */
async function measureEngine(
  env: Record<string, string | undefined>,
  bare: number,
  ceilingOn?: (cartIds: string[]) => Promise<PgbenchRounds>,
): Promise<EngineFigures> {
  const server = await startBenchServer(env);
  let ceiling: PgbenchRounds | undefined;
  try {
    const base = `http://127.0.0.1:${server.ports.shop}`;
    const [variants, carts] = await Promise.all([addableVariantIds(base), createCarts(base, CART_POOL)]);
    const run = randomUUID().slice(0, 8);
    let sent = 0;
    // request n: one unit of variant ⌊n / pool⌋ mod 5 into cart n mod pool, under a key of its own
    const nextAdd = (request: Request): Request => {
      const n = sent++;
      const cart = carts[n % CART_POOL];
      const body = JSON.stringify({
        cartId: cart.id,
        lineItems: [{ merchandiseId: variants[Math.floor(n / CART_POOL) % LINES_PER_CART], quantity: 1 }],
      });
      return { ...request, body, headers: { ...request.headers, cookie: cart.cookie, 'Idempotency-Key': `bench-${run}-${n}` } };
    };
    ceiling = await ceilingOn?.(carts.map((cart) => cart.id));
    const measures: ((seconds: number) => Promise<LoadResult | PgbenchResult>)[] = [
      (seconds) => load({ url: `http://127.0.0.1:${bare}/`, connections: CONNECTIONS, seconds }),
      (seconds) =>
        load({ url: `${base}${addCartLineItems.path}`, method: 'POST', setupRequest: nextAdd, connections: CONNECTIONS, seconds }),
    ];
    if (ceiling) {
      const rounds = ceiling;
      measures.push(
        (seconds) => rounds.round(seconds, CONNECTIONS),
        (seconds) => rounds.round(seconds, poolSize()),
      );
    }
    const [bareRounds, shopRounds, ceilingRounds, aloneRounds] = await alternate(measures, {
      rounds: 3,
      seconds: 5,
      warmupSeconds: WARMUP_SECONDS,
    });
    return {
      baseline: combineRounds(bareRounds as LoadResult[]),
      measured: combineRounds(shopRounds as LoadResult[]),
      rounds: shopRounds as LoadResult[],
      ceiling: ceilingRounds ? combinePgbench(ceilingRounds as PgbenchResult[]) : null,
      databaseAlone: aloneRounds ? combinePgbench(aloneRounds as PgbenchResult[]) : null,
      sent,
      memory: await server.memoryMb(),
    };
  } finally {
    await ceiling?.close();
    await server.stop();
  }
}

/** A PostgreSQL server to make the bench database on (DATABASE_URL, else the local trust defaults), or null. */
async function reachablePostgres(): Promise<string | null> {
  const candidates = process.env.DATABASE_URL
    ? [process.env.DATABASE_URL]
    : ['postgres://root@127.0.0.1:5432/test', 'postgres://postgres@127.0.0.1:5432/test'];
  for (const url of candidates) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
    client.on('error', () => {});
    const ok = await client.connect().then(
      () => true,
      () => false,
    );
    await client.end().catch(() => {});
    if (ok) return url;
  }
  return null;
}

async function onAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

const memoryLine = (figures: EngineFigures) =>
  figures.memory
    ? `  shop process memory after the run: RSS ${figures.memory.rss} MB (peak ${figures.memory.peak} MB; V8 heap ` +
      `${figures.memory.heap} MB, outside it ${figures.memory.outsideHeap} MB), goal < ${GOALS.rssMb} MB`
    : '  shop process memory: not readable here (/proc missing)';

const mark = (met: boolean) => (met ? 'met' : 'MISSED');

/** Each round's figures in turn, as `rounds` explains. */
const roundsLine = (rounds: LoadResult[]) =>
  `  its rounds: ${rounds.map((r) => r.requestsPerSecond).join(', ')} writes/s, p99 ${rounds.map((r) => r.p99Ms).join(', ')} ms`;

/**
 * What a p99 goal asks of the machine: with CONNECTIONS clients each sending its next write when the
 * last is answered, a write's mean time is CONNECTIONS / throughput (Little's law), whatever the
 * server does, and a p99 cannot be under the mean. Said next to the p99, so that a reader of a run on
 * a slow machine sees whether the goal was in reach.
 */
const meanTimeLine = (measured: LoadResult, goalMs: number) =>
  `  at ${CONNECTIONS} connections a write's mean time is ${CONNECTIONS} / throughput = ` +
  `${Math.round((CONNECTIONS * 1000) / measured.requestsPerSecond)} ms (Little's law): ` +
  `a p99 under ${goalMs} ms needs well over ${Math.ceil((CONNECTIONS * 1000) / goalMs)} writes/s`;

/**
 * pgbench's figures beside the shop's on PostgreSQL: the ceiling the goal compares with (as many
 * clients as the bench's connections), and the database alone through as many connections as the
 * shop's pool holds. The second says what the machine gives a p99 goal: the shop's writes reach
 * PostgreSQL through that many connections, so the rate pgbench reaches there, with no shop
 * taking a core, is about the most the writes in flight can leave at.
 */
function ceilingLines(postgres: EngineFigures): { lines: string[]; met: boolean } {
  const { ceiling, databaseAlone } = postgres;
  if (!ceiling || !databaseAlone) {
    return {
      lines: ['pgbench is missing (Debian: apt-get install postgresql-contrib): the database ceiling was NOT measured'],
      met: false,
    };
  }
  const share = postgres.measured.requestsPerSecond / ceiling.transactionsPerSecond;
  const met = share >= GOALS.postgresShareOfPgbench;
  const meanAlone = Math.round((CONNECTIONS * 1000) / databaseAlone.transactionsPerSecond);
  const lines = [
    `pgbench, same transaction shape, same tables, ${CONNECTIONS} clients, in rounds alternating with the shop's: ` +
      `${ceiling.transactionsPerSecond} tx/s, p99 ${ceiling.p99Ms} ms (failed ${ceiling.failed})`,
    `  PostgreSQL writes are ${(share * 100).toFixed(1)}% of pgbench, goal ≥ ${GOALS.postgresShareOfPgbench * 100}% → ${mark(met)}`,
    `pgbench at the shop's pool size (${poolSize()} clients), same rounds: ${databaseAlone.transactionsPerSecond} tx/s, ` +
      `p99 ${databaseAlone.p99Ms} ms (failed ${databaseAlone.failed})`,
    `  ${CONNECTIONS} writes in flight leaving at that rate would take ${meanAlone} ms on average, with no shop in the way`,
  ];
  return { lines, met };
}

export async function benchCart(servers: BenchServers): Promise<{ ok: boolean; lines: string[] }> {
  const lines: string[] = [];
  const goals: boolean[] = [];
  const answeredAll = (figures: EngineFigures) => {
    const ok = figures.measured.errors === 0 && figures.measured.non2xx === 0;
    lines.push(`  ${figures.sent} writes sent; every one answered 2xx → ${ok ? 'yes' : 'NO'}`);
    goals.push(ok);
  };
  const withinMemory = (figures: EngineFigures) => {
    lines.push(memoryLine(figures));
    goals.push((figures.memory?.peak ?? 0) < GOALS.rssMb);
  };

  // DATABASE_URL (this process's, which the server inherits) names the PostgreSQL server to bench on, not this engine
  const pglite = await measureEngine({ DATABASE_URL: undefined }, servers.bare);
  lines.push(
    compareLine(
      `add-cart-line-items (Idempotency-Key each, ${CART_POOL} carts, PGlite, ${CONNECTIONS} conn)`,
      pglite.measured,
      pglite.baseline,
    ),
  );
  lines.push(roundsLine(pglite.rounds));
  answeredAll(pglite);
  goals.push(pglite.measured.p99Ms < GOALS.pgliteP99Ms);
  lines.push(`  PGlite p99 ${pglite.measured.p99Ms} ms, goal < ${GOALS.pgliteP99Ms} ms → ${mark(goals.at(-1)!)}`);
  lines.push(meanTimeLine(pglite.measured, GOALS.pgliteP99Ms));
  withinMemory(pglite);

  const adminUrl = await reachablePostgres();
  if (!adminUrl) {
    lines.push('PostgreSQL not reachable (DATABASE_URL or 127.0.0.1:5432): the PostgreSQL and pgbench figures were NOT measured');
    return { ok: goals.every(Boolean), lines };
  }
  const name = `shop_bench_${randomBytes(4).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await onAdmin(adminUrl, `CREATE DATABASE "${name}"`);
  try {
    const pgbench = await findPgbench();
    const postgres = await measureEngine(
      { DATABASE_URL: url.toString() },
      servers.bare,
      pgbench ? (cartIds) => pgbenchCartWrites(pgbench, url.toString(), cartIds) : undefined,
    );
    lines.push(
      compareLine(
        `add-cart-line-items (Idempotency-Key each, ${CART_POOL} carts, PostgreSQL, ${CONNECTIONS} conn)`,
        postgres.measured,
        postgres.baseline,
      ),
    );
    lines.push(roundsLine(postgres.rounds));
    answeredAll(postgres);
    goals.push(postgres.measured.p99Ms < GOALS.postgresP99Ms);
    lines.push(`  PostgreSQL p99 ${postgres.measured.p99Ms} ms, goal < ${GOALS.postgresP99Ms} ms → ${mark(goals.at(-1)!)}`);
    lines.push(meanTimeLine(postgres.measured, GOALS.postgresP99Ms));
    withinMemory(postgres);
    const ceiling = ceilingLines(postgres);
    lines.push(...ceiling.lines);
    goals.push(ceiling.met);
  } finally {
    await onAdmin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
  return { ok: goals.every(Boolean), lines };
}
