/**
 * Jobs in PostgreSQL through pg-boss: a job is a row committed before the request answers, taken
 * by one worker of any process (SKIP LOCKED), retried with a back-off when it fails, and given to
 * another worker when the process running it dies (it expires, then is retried). pg-boss keeps
 * its tables in the `pgboss` schema, made or upgraded by its own start (under its own lock).
 */
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { JobQueues } from './job-queues';

/** How a queue's jobs are retried and expired (a mail job is quick; one held longer had a dead worker). */
const QUEUE_POLICY = { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 } as const;
/** pg-boss's smallest interval; a job sent by this process wakes its own worker at once. */
const POLLING_INTERVAL_SECONDS = 0.5;

/** The advisory lock key under which processes make the queues in turn (next to api/db/startup.ts's). */
export const QUEUES_LOCK_KEY = 74_130_004;

/**
 * `exclusive` runs its work while this process holds an advisory lock (Database.exclusive): pg-boss
 * 10 makes a queue (a row, a partition table and its foreign key to the queue table) without a lock
 * of its own, and two processes making the same new queue at once deadlocked (40P01), which failed
 * the start-up of one of them.
 */
export function pgBossJobQueues(pool: pg.Pool, log: Logger, exclusive: <T>(key: number, work: () => Promise<T>) => Promise<T>): JobQueues {
  const statements = stoppableStatements(pool, log);
  const boss = new PgBoss({
    db: { executeSql: statements.run },
    schedule: false, // no cron jobs here: no clock monitor to run
    archiveCompletedAfterSeconds: 3600, // job data holds email addresses: keep it briefly
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const handlers = new Map<string, (data: unknown) => Promise<void>>();
  const workers = new Map<string, string>();
  let ready: Promise<void> | null = null;

  /** pg-boss started and every named queue made (both idempotent, across processes too). */
  function started(): Promise<void> {
    ready ??= exclusive(QUEUES_LOCK_KEY, async () => {
      await boss.start();
      for (const name of handlers.keys()) await boss.createQueue(name, { name, ...QUEUE_POLICY });
    });
    return ready;
  }

  return {
    async send(name, data) {
      await started();
      await boss.send(name, data);
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
    },
    work(name, handler) {
      handlers.set(name, handler);
    },
    async start() {
      await started();
      for (const [name, handler] of handlers) {
        const options = { batchSize: 1, pollingIntervalSeconds: POLLING_INTERVAL_SECONDS };
        const id = await boss.work<object>(name, options, async ([job]) => {
          // pg-boss waits out the polling interval after every job; a worker that found one looks again at once
          const worker = workers.get(name);
          if (worker) boss.notifyWorker(worker);
          try {
            await handler(job.data);
          } catch (error) {
            log.error({ err: error, queue: name, jobId: job.id }, 'job failed; it is retried');
            throw error;
          }
        });
        workers.set(name, id);
      }
    },
    async idle() {
      if (!ready) return;
      await ready;
      for (;;) {
        const sizes = await Promise.all([...handlers.keys()].map((name) => boss.getQueueSize(name, { before: 'completed' })));
        if (sizes.every((size) => size === 0)) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop(timeoutMs = 10_000) {
      if (!ready) return;
      await ready.catch(() => {});
      // running jobs finish (or, past the timeout, are failed and retried by another process)
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
      await statements.stop();
    },
  };
}

/**
 * pg-boss records a job's outcome without awaiting it, so a job that outlives the stop's timeout
 * (already failed by the stop, hence retried elsewhere) records its outcome once the owner may have
 * closed the pool: a rejection nobody handles, which ends a Node process. After the stop, the
 * statements still in flight finish before the pool is given back, and later ones are skipped.
 */
function stoppableStatements(pool: pg.Pool, log: Logger) {
  const inFlight = new Set<Promise<unknown>>();
  let stopped = false;
  return {
    run(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
      if (stopped) {
        log.warn('a job ended after its process stopped the queue: its outcome is not recorded, it is retried');
        // no result at all: pg-boss's complete and fail then count no job affected
        return Promise.resolve(undefined as unknown as { rows: unknown[] });
      }
      const query = pool.query(text, values);
      inFlight.add(query);
      const forget = () => inFlight.delete(query);
      query.then(forget, forget);
      return query;
    },
    async stop(): Promise<void> {
      stopped = true;
      await Promise.allSettled([...inFlight]);
    },
  };
}
