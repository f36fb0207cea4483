import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import type Koa from 'koa';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { idempotencyKeys } from '../../../api/db/schema';
import { badRequest } from '../../../api/http/errors';
import { createIdempotencyStore } from '../../../api/db/idempotency.store';
import { idempotency, requestHash } from '../../../api/http/idempotency';
import { postJson } from '../../support/api-server';
import { describeEachDatabase, openTestDatabase, type TestDatabase } from '../../support/databases';
import { edgeTestApp, listening } from '../../support/edge-test-app';

describeEachDatabase('Idempotency-Key middleware', (kind) => {
  let database: TestDatabase;
  let close: (() => Promise<void>) | undefined;
  let base: string;
  let calls = 0;
  let entered: () => void = () => {};
  let gate: Promise<void> = Promise.resolve();
  let txGate: Promise<void> = Promise.resolve();

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const app = edgeTestApp();
    app.use(bodyParser());
    const router = new Router();
    router.post('/write', idempotency(createIdempotencyStore(database.db)), async (ctx) => {
      calls += 1;
      entered();
      await gate;
      if ((ctx.request.body as { fail?: boolean }).fail) throw new Error('boom');
      ctx.status = 201;
      ctx.body = { call: calls };
    });
    // a write done through ctx.state.transact, then (as the body asks) a refusal, a failure or a delay
    await database.db.execute(sql`create table test_writes (id text)`);
    const txWrite = async (ctx: Koa.Context) => {
      const { id, after } = ctx.request.body as { id: string; after?: 'refuse' | 'fail' | 'dawdle' };
      await txGate;
      await ctx.state.transact!(async (tx) => {
        await tx.execute(sql`insert into test_writes (id) values (${id})`);
      });
      if (after === 'refuse') throw badRequest({ id: 'refused after the write' });
      if (after === 'fail') throw new Error('failed after the write');
      if (after === 'dawdle') await new Promise((resolve) => setTimeout(resolve, 600));
      ctx.body = { wrote: id };
    };
    router.post('/tx-write', idempotency(createIdempotencyStore(database.db)), txWrite);
    router.post('/tx-write-impatient', idempotency(createIdempotencyStore(database.db, { answerTimeoutMs: 150 })), txWrite);
    app.use(router.routes());
    ({ base, close } = await listening(app));
  });
  afterAll(async () => {
    await close?.();
    await database?.close();
  });

  const write = (body: unknown, key: string) => postJson(`${base}/write`, body, { 'Idempotency-Key': key });

  it('answers 409 while the first request runs, 422 for another body, then replays the first answer', async () => {
    let open: () => void = () => {};
    gate = new Promise((resolve) => {
      open = resolve;
    });
    const started = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const before = calls;
    const first = write({ n: 1 }, 'slow-1');
    await started;
    const during = await write({ n: 1 }, 'slow-1');
    expect(during.status).toBe(409);
    expect(during.body.error.code).toBe('IDEMPOTENCY_IN_PROGRESS');
    const otherBody = await write({ n: 2 }, 'slow-1');
    expect(otherBody.status).toBe(422);
    expect(otherBody.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    open();
    const done = await first;
    expect(done.status).toBe(201);
    // the first answer is sent as the JSON text that was stored with it, typed as JSON all the same
    expect(done.headers.get('content-type')).toMatch(/^application\/json/);
    const replay = await write({ n: 1 }, 'slow-1');
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(done.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(calls - before).toBe(1);
    gate = Promise.resolve();
  });

  it('releases the key after a 5xx so a retry runs again', async () => {
    const before = calls;
    const failed = await write({ fail: true }, 'flaky-1');
    expect(failed.status).toBe(500);
    const retry = await write({ fail: true }, 'flaky-1');
    expect(retry.status).toBe(500);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(calls - before).toBe(2);
  });

  it('hashes bodies whatever their key order, and runs requests without a key every time', async () => {
    expect(requestHash({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(requestHash({ b: [1, { d: 3, c: 2 }], a: 1 }));
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
    const first = await write({ x: 1, y: 2 }, 'order-1');
    const second = await postJson(`${base}/write`, '{"y":2,"x":1}', { 'Idempotency-Key': 'order-1' });
    expect(second.body).toEqual(first.body);
    const before = calls;
    await postJson(`${base}/write`, { x: 1 });
    await postJson(`${base}/write`, { x: 1 });
    expect(calls - before).toBe(2);
  });

  it('takes over a key whose first request died, and forgets keys past retention', async () => {
    const old = new Date(Date.now() - 2 * 60_000);
    const expired = new Date(Date.now() - 25 * 60 * 60_000);
    await database.db.insert(idempotencyKeys).values([
      { scope: 'DTC POST /write anonymous', key: 'dead-1', requestHash: requestHash({ n: 9 }), status: 'in_progress', createdAt: old },
      {
        scope: 'DTC POST /write anonymous',
        key: 'old-1',
        requestHash: requestHash({ other: true }),
        status: 'done',
        responseStatus: 200,
        responseBody: { stale: true },
        createdAt: expired,
      },
    ]);
    expect((await write({ n: 9 }, 'dead-1')).status).toBe(201);
    const reclaimed = await write({ n: 10 }, 'old-1');
    expect(reclaimed.status).toBe(201);
    expect(reclaimed.body).not.toEqual({ stale: true });
    await database.db.insert(idempotencyKeys).values({ scope: 'x', key: 'purge-me', requestHash: 'h', status: 'done', createdAt: expired });
    expect(await createIdempotencyStore(database.db).purgeExpired()).toBe(1);
  });

  const txWrite = (body: { id: string; after?: string }, key: string, path = '/tx-write') =>
    postJson(`${base}${path}`, body, { 'Idempotency-Key': key });
  const written = async (id: string) =>
    (await database.db.execute(sql`select count(*)::int as n from test_writes where id = ${id}`)).rows[0] as { n: number };
  const record = async (key: string) => (await database.db.select().from(idempotencyKeys).where(sql`${idempotencyKeys.key} = ${key}`))[0];

  it("commits a transaction's write together with its answer; the replay writes nothing", async () => {
    const first = await txWrite({ id: 'w1' }, 'tx-1');
    const replay = await txWrite({ id: 'w1' }, 'tx-1');
    expect(first).toMatchObject({ status: 200, body: { wrote: 'w1' } });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await written('w1')).toEqual({ n: 1 });
    expect(await record('tx-1')).toMatchObject({ status: 'done', responseStatus: 200, responseBody: { wrote: 'w1' } });
  });

  it('rolls the write back when a 4xx follows it, and replays that 4xx', async () => {
    const refused = await txWrite({ id: 'w2', after: 'refuse' }, 'tx-2');
    expect(refused.status).toBe(400);
    expect(await written('w2')).toEqual({ n: 0 });
    const replay = await txWrite({ id: 'w2', after: 'refuse' }, 'tx-2');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(refused.body);
  });

  it('rolls the write back and releases the key when a 5xx follows it', async () => {
    expect((await txWrite({ id: 'w3', after: 'fail' }, 'tx-3')).status).toBe(500);
    expect(await written('w3')).toEqual({ n: 0 });
    expect(await record('tx-3')).toBeUndefined();
    expect((await txWrite({ id: 'w3' }, 'tx-3')).status).toBe(200); // the retry runs again and writes
    expect(await written('w3')).toEqual({ n: 1 });
  });

  it('gives up on a transaction whose answer does not come in time: 500, nothing written, key released', async () => {
    const late = await txWrite({ id: 'w4', after: 'dawdle' }, 'tx-4', '/tx-write-impatient');
    expect(late.status).toBe(500);
    expect(await written('w4')).toEqual({ n: 0 });
    expect(await record('tx-4')).toBeUndefined();
  });

  it('a first request whose key was taken over meanwhile cannot write any more', async () => {
    let open: () => void = () => {};
    txGate = new Promise((resolve) => {
      open = resolve;
    });
    const slow = txWrite({ id: 'w5' }, 'tx-5'); // claims the key, then waits before its transaction
    while (!(await record('tx-5'))) await new Promise((resolve) => setTimeout(resolve, 20));
    // the lock timeout passes: the key counts as abandoned and a retry takes it over
    await database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 2 * 60_000) })
      .where(sql`${idempotencyKeys.key} = 'tx-5'`);
    txGate = Promise.resolve();
    const takeover = await txWrite({ id: 'w5' }, 'tx-5');
    expect(takeover.status).toBe(200);
    open();
    const first = await slow;
    expect(first.status).toBe(409);
    expect(await written('w5')).toEqual({ n: 1 });
    expect(await record('tx-5')).toMatchObject({ status: 'done', responseBody: { wrote: 'w5' } });
  });
});
