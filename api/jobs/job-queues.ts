/**
 * Work done after the answer (account mails): a request stores a job and answers; a worker runs it.
 * On PostgreSQL the jobs live in the database (pg-boss): a job survives a crash or a stop, and any
 * process of the shop runs it, once. PGlite serves one process, and its jobs stay in that process
 * (a stop drops what was queued: the visitor asks again for a new link), see docs/operations.md.
 */
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { memoryJobQueues } from './memory-queues';
import { pgBossJobQueues } from './pg-boss-queues';

export interface JobQueues {
  /** Stores a job of queue `name`; resolves once stored (on PostgreSQL: committed). */
  send(name: string, data: object): Promise<void>;
  /** Names the handler of queue `name` (it runs once start() was called); a failure is logged, then retried on PostgreSQL. */
  work(name: string, handler: (data: unknown) => Promise<void>): void;
  /** Starts running the jobs of every queue given a handler. */
  start(): Promise<void>;
  /** Resolves once the jobs stored so far have run (or failed); tests wait on it. */
  idle(): Promise<void>;
  /** Stops taking jobs and waits for those running (up to timeoutMs); the queue is not used afterwards. */
  stop(timeoutMs?: number): Promise<void>;
}

/** pg-boss on PostgreSQL (sharing the app's connection pool), the process's memory on PGlite. */
export function createJobQueues(database: Database, logger: Logger): JobQueues {
  const log = logger.child({ part: 'jobs' });
  return database.pool ? pgBossJobQueues(database.pool, log, (key, work) => database.exclusive(key, work)) : memoryJobQueues(log);
}
