/**
 * The job queues behind account mails: on PostgreSQL (pg-boss) a job outlives the process that
 * stored it and runs once whichever process takes it; on PGlite jobs stay in the process.
 */
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../api/db/client';
import { createJobQueues } from '../../../api/jobs/job-queues';
import { memoryJobQueues } from '../../../api/jobs/memory-queues';
import { createEmptyPostgresDatabase, isDatabaseKindAvailable } from '../../support/databases';

const log = pino({ level: 'silent' });
const postgres = isDatabaseKindAvailable('postgres');
if (!postgres) console.log('PostgreSQL not reachable — the pg-boss job queue tests were not run');

/** Two "processes" on one fresh PostgreSQL database: each its own pool, as two servers have. */
async function twoProcesses(): Promise<{ url: string; first: Database; second: Database; close(): Promise<void> }> {
  const empty = await createEmptyPostgresDatabase();
  const first = await openDatabase({ databaseUrl: empty.url, poolSize: 3 });
  const second = await openDatabase({ databaseUrl: empty.url, poolSize: 3 });
  return {
    url: empty.url,
    first,
    second,
    async close() {
      await Promise.all([first.close(), second.close()]);
      await empty.drop();
    },
  };
}

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!postgres)('job queues on PostgreSQL (pg-boss)', () => {
  it('a job stored by a process that stopped before running it is run by another process', async () => {
    const { first, second, close } = await twoProcesses();
    try {
      const stopped = createJobQueues(first, log);
      stopped.work('probe', async () => {
        throw new Error('the stopped process never runs it');
      });
      await stopped.send('probe', { n: 1 });
      await stopped.stop(1000);

      const seen: unknown[] = [];
      const later = createJobQueues(second, log);
      later.work('probe', async (data) => {
        seen.push(data);
      });
      await later.start();
      await until(() => seen.length === 1);
      await later.idle();
      expect(seen).toEqual([{ n: 1 }]);
      await later.stop(1000);
    } finally {
      await close();
    }
  }, 30_000);

  it('a job still running when its process stops and closes its pool ends quietly, and another process runs it', async () => {
    const { url, second, close } = await twoProcesses();
    // a third process of its own, whose pool this test closes
    const first = await openDatabase({ databaseUrl: url, poolSize: 3 });
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      let finish: (outcome: 'done' | 'failed') => void = () => {};
      let started = false;
      const stopping = createJobQueues(first, log);
      stopping.work('probe', async () => {
        started = true;
        // outlives the stop's timeout, as a mail to a slow relay can
        if ((await new Promise((resolve) => (finish = resolve))) === 'failed') throw new Error('relay went away');
      });
      await stopping.start();
      await stopping.send('probe', { n: 1 });
      await until(() => started);
      await stopping.stop(1000);
      await first.close();
      finish('failed');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(unhandled.map(String)).toEqual([]);

      // the job was failed at the stop, so it is retried (after its back-off) by a running process
      const later = createJobQueues(second, log);
      const seen: unknown[] = [];
      later.work('probe', async (data) => void seen.push(data));
      await later.start();
      expect(await second.pool?.query(`select state from pgboss.job where name = 'probe'`)).toMatchObject({ rows: [{ state: 'retry' }] });
      await later.stop(1000);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await close();
    }
  }, 30_000);

  it('two processes starting together on a fresh database both start (they make the queues in turn)', async () => {
    const { first, second, close } = await twoProcesses();
    try {
      // several new queues each: two processes making one at the same moment deadlocked without the lock
      const queues = [createJobQueues(first, log), createJobQueues(second, log)];
      for (const queue of queues) for (const name of ['a', 'b', 'c', 'd', 'e']) queue.work(name, async () => {});
      const results = await Promise.allSettled(queues.map((queue) => queue.start()));
      expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual(['started', 'started']);
      await Promise.all(queues.map((queue) => queue.stop(1000)));
    } finally {
      await close();
    }
  }, 30_000);

  it('jobs sent to two working processes each run exactly once', async () => {
    const { first, second, close } = await twoProcesses();
    try {
      const ran: number[] = [];
      const queues = [createJobQueues(first, log), createJobQueues(second, log)];
      for (const queue of queues) {
        queue.work('probe', async (data) => {
          ran.push((data as { n: number }).n);
        });
        await queue.start();
      }
      const sent = Array.from({ length: 20 }, (_, n) => n);
      await Promise.all(sent.map((n) => queues[n % 2].send('probe', { n })));
      await until(() => ran.length >= sent.length);
      await Promise.all(queues.map((queue) => queue.idle()));
      expect([...ran].sort((a, b) => a - b)).toEqual(sent);
      await Promise.all(queues.map((queue) => queue.stop(1000)));
    } finally {
      await close();
    }
  }, 30_000);
});

describe('job queues in the process (PGlite)', () => {
  it('jobs wait for start, run in order, and a failure does not stop the next', async () => {
    const queues = memoryJobQueues(log);
    const ran: number[] = [];
    queues.work('probe', async (data) => {
      const { n } = data as { n: number };
      if (n === 2) throw new Error('mail server down');
      ran.push(n);
    });
    for (const n of [1, 2, 3]) await queues.send('probe', { n });
    await queues.idle();
    expect(ran).toEqual([]);
    await queues.start();
    await queues.send('probe', { n: 4 });
    await queues.idle();
    expect(ran).toEqual([1, 3, 4]);
    await queues.stop(100);
  });

  it('a full in-process queue drops a job with an error log rather than holding it', async () => {
    const lines: { msg: string }[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const queues = memoryJobQueues(logger, 2);
    queues.work('probe', async () => {});
    for (const n of [1, 2, 3]) await queues.send('probe', { n });
    expect(lines.map((line) => line.msg)).toEqual(['job queue full: job dropped']);
  });
});
