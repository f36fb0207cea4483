/**
 * A process's periodic upkeep runs off the request path: every task on its own period, one run of a
 * task at a time, a failure logged and tried again, nothing after stop(); and the Idempotency-Key
 * records past retention are deleted by it, not by a request.
 */
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdempotencyStore } from '../../../api/db/idempotency.store';
import { idempotencyKeys } from '../../../api/db/schema';
import { housekeeping } from '../../../api/housekeeping';
import { describeEachDatabase, openTestDatabase, type TestDatabase } from '../../support/databases';

describe('housekeeping', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const silent = () => {
    const lines: { msg: string; task?: string }[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    return { log, lines };
  };

  it('runs each task every period, the first a period after start, and never two runs of one at once', async () => {
    const { log } = silent();
    let runs = 0;
    let finish: () => void = () => {};
    const run = () =>
      new Promise<number>((resolve) => {
        runs += 1;
        finish = () => resolve(0);
      });
    const task = { name: 'slow', everyMs: 1000, run };
    const upkeep = housekeeping([task], log);
    upkeep.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(5000); // still running: no second run
    expect(runs).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    finish();
    await upkeep.stop();
  });

  it('logs a failed run and tries again next period; after stop() nothing runs', async () => {
    const { log, lines } = silent();
    let runs = 0;
    const upkeep = housekeeping(
      [
        {
          name: 'flaky',
          everyMs: 100,
          run: async () => {
            runs += 1;
            if (runs === 1) throw new Error('database away');
            return 3;
          },
        },
      ],
      log,
    );
    upkeep.start();
    await vi.advanceTimersByTimeAsync(200);
    expect(runs).toBe(2);
    expect(lines.map((line) => [line.msg, line.task])).toEqual([
      ['housekeeping task failed; it runs again next time', 'flaky'],
      ['housekeeping', 'flaky'],
    ]);
    await upkeep.stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
  });
});

describeEachDatabase('the Idempotency-Key purge', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it('deletes the records past retention and counts them, keeping the others', async () => {
    const expired = new Date(Date.now() - 25 * 3600_000);
    const record = (key: string, createdAt: Date) => ({ scope: 'purge', key, requestHash: 'h', status: 'done' as const, createdAt });
    await database.db.insert(idempotencyKeys).values([record('old-1', expired), record('old-2', expired), record('fresh', new Date())]);
    expect(await createIdempotencyStore(database.db).purgeExpired()).toBe(2);
    const left = await database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(left.map((row) => row.key)).toEqual(['fresh']);
  });
});
