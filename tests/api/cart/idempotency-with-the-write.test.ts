/**
 * Keys recorded by the write itself (KeyMode 'with-the-write', the cart's): nothing is claimed
 * before the handler; its transaction inserts the key's record with its COMMIT, so the write and
 * the record commit together or not at all, and of two requests with one key only the first to
 * record it keeps its write.
 */
import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createIdempotencyStore } from '../../../api/db/idempotency.store';
import { idempotencyKeys } from '../../../api/db/schema';
import { badRequest } from '../../../api/http/errors';
import { idempotency, requestHash } from '../../../api/http/idempotency';
import { postJson } from '../../support/api-server';
import { describeEachDatabase, openTestDatabase, type TestDatabase } from '../../support/databases';
import { edgeTestApp, listening } from '../../support/edge-test-app';

interface WriteBody {
  id: string;
  /**
   * what the handler does after its write: refuse (400), fail (500), dawdle (answer 300 ms late), no
   * write at all, or send a last statement with the COMMIT that fails and refuses (400)
   */
  after?: 'refuse' | 'fail' | 'dawdle' | 'skip-the-write' | 'refuse-with-the-commit';
}

describeEachDatabase('Idempotency-Key recorded with the write', (kind) => {
  let database: TestDatabase;
  let base: string;
  let close: (() => Promise<void>) | undefined;
  let handled = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.execute(sql`create table recorded_writes (id text)`);
    const app = edgeTestApp();
    app.use(bodyParser());
    const router = new Router();
    router.post('/write', idempotency(createIdempotencyStore(database.db), 'with-the-write'), async (ctx) => {
      handled += 1;
      const { id, after } = ctx.request.body as WriteBody;
      if (after !== 'skip-the-write') {
        await ctx.state.transact!(async (tx, commitWith) => {
          await tx.execute(sql`insert into recorded_writes (id) values (${id})`);
          if (after !== 'refuse-with-the-commit') return;
          const failing = tx.execute(sql`select 1 / (select count(*) - count(*) from recorded_writes) as never`);
          commitWith(
            failing.then(
              () => {},
              () => {
                throw badRequest({ id: 'refused by the statement sent with the commit' });
              },
            ),
          );
        });
      }
      if (after === 'refuse') throw badRequest({ id: 'refused after the write' });
      if (after === 'fail') throw new Error('failed after the write');
      if (after === 'dawdle') await new Promise((resolve) => setTimeout(resolve, 300));
      ctx.body = { wrote: id, answer: handled };
    });
    app.use(router.routes());
    ({ base, close } = await listening(app));
  });
  afterAll(async () => {
    await close?.();
    await database?.close();
  });

  const write = (body: WriteBody, key: string) => postJson(`${base}/write`, body, { 'Idempotency-Key': key });
  const written = async (id: string) =>
    ((await database.db.execute(sql`select count(*)::int as n from recorded_writes where id = ${id}`)).rows[0] as { n: number }).n;
  const record = async (key: string) => (await database.db.select().from(idempotencyKeys).where(sql`${idempotencyKeys.key} = ${key}`))[0];

  it('commits the write with its record; a retry runs, rolls its write back and replays the first answer', async () => {
    const first = await write({ id: 'r1' }, 'key-1');
    expect(first).toMatchObject({ status: 200, body: { wrote: 'r1' } });
    expect(await record('key-1')).toMatchObject({ status: 'done', responseStatus: 200, responseBody: first.body });
    const retry = await write({ id: 'r1' }, 'key-1');
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await written('r1')).toBe(1);
  });

  it('a retry while the first runs waits for it and replays its answer: written once', async () => {
    const first = write({ id: 'r2', after: 'dawdle' }, 'key-2');
    await new Promise((resolve) => setTimeout(resolve, 100)); // the first holds its transaction open
    const retry = await write({ id: 'r2', after: 'dawdle' }, 'key-2');
    const answered = await first;
    expect(answered.status).toBe(200);
    expect(answered.headers.get('idempotent-replayed')).toBeNull();
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(answered.body);
    expect(await written('r2')).toBe(1);
  });

  it('many requests with one key at once: one write, one answer for all', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => write({ id: 'r3' }, 'key-3')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === null)).toHaveLength(1);
    expect(await written('r3')).toBe(1);
  });

  it('the same key with another body is 422, and nothing of it is written', async () => {
    await write({ id: 'r4' }, 'key-4');
    const reused = await write({ id: 'r4-other' }, 'key-4');
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await written('r4-other')).toBe(0);
  });

  it('a 4xx after the write rolls it back and is the key answer; a 5xx leaves the key free', async () => {
    const refused = await write({ id: 'r5', after: 'refuse' }, 'key-5');
    expect(refused.status).toBe(400);
    const replay = await write({ id: 'r5', after: 'refuse' }, 'key-5');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(refused.body);
    expect(await written('r5')).toBe(0);

    expect((await write({ id: 'r6', after: 'fail' }, 'key-6')).status).toBe(500);
    expect(await record('key-6')).toBeUndefined();
    expect((await write({ id: 'r6' }, 'key-6')).status).toBe(200); // another body hash: the key was free
    expect(await written('r6')).toBe(1);
  });

  it('a statement sent with the COMMIT that fails: the write rolls back and its refusal is the key answer', async () => {
    const refused = await write({ id: 'r9', after: 'refuse-with-the-commit' }, 'key-9');
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ id: 'refused by the statement sent with the commit' });
    const replay = await write({ id: 'r9', after: 'refuse-with-the-commit' }, 'key-9');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(refused.body);
    expect(await written('r9')).toBe(0);
    // without a key, the plain transaction answers the same and writes nothing either
    expect((await postJson(`${base}/write`, { id: 'r10', after: 'refuse-with-the-commit' })).status).toBe(400);
    expect(await written('r10')).toBe(0);
  });

  it('an answer without a write is recorded on its own and replayed', async () => {
    const first = await write({ id: 'r7', after: 'skip-the-write' }, 'key-7');
    const replay = await write({ id: 'r7', after: 'skip-the-write' }, 'key-7');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
  });

  it('a claim a dead process left is removed: 409, then the retry runs', async () => {
    const scope = 'DTC POST /write anonymous';
    const abandoned = new Date(Date.now() - 2 * 60_000);
    const hash = requestHash({ id: 'r8' });
    await database.db
      .insert(idempotencyKeys)
      .values({ scope, key: 'key-8', requestHash: hash, status: 'in_progress', createdAt: abandoned });
    expect((await write({ id: 'r8' }, 'key-8')).status).toBe(409);
    expect((await write({ id: 'r8' }, 'key-8')).status).toBe(200);
    expect(await written('r8')).toBe(1);
  });
});
