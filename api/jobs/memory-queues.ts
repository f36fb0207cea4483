/**
 * Jobs kept in this process (PGlite's single process): run one after another, a failure logged and
 * the next one run. A stopping process drops what is still queued.
 */
import type { Logger } from 'pino';
import type { JobQueues } from './job-queues';

/** Jobs waiting beyond this are dropped with an error log rather than held in memory. */
const MAX_PENDING = 1000;

export function memoryJobQueues(log: Logger, maxPending = MAX_PENDING): JobQueues {
  const handlers = new Map<string, (data: unknown) => Promise<void>>();
  const waiting: { name: string; data: object }[] = [];
  let tail: Promise<void> = Promise.resolve();
  let pending = 0;
  let running = false;

  function run(name: string, data: object): void {
    const handler = handlers.get(name);
    if (!handler) {
      log.error({ queue: name }, 'job dropped: no handler for its queue');
      pending -= 1;
      return;
    }
    tail = tail
      .then(() => handler(data))
      .catch((error: unknown) => log.error({ err: error, queue: name }, 'job failed'))
      .finally(() => {
        pending -= 1;
      });
  }

  return {
    async send(name, data) {
      if (pending >= maxPending) {
        log.error({ queue: name, pending }, 'job queue full: job dropped');
        return;
      }
      pending += 1;
      if (running) run(name, data);
      else waiting.push({ name, data });
    },
    work(name, handler) {
      handlers.set(name, handler);
    },
    async start() {
      running = true;
      for (const job of waiting.splice(0)) run(job.name, job.data);
    },
    idle: () => tail,
    async stop(timeoutMs = 10_000) {
      running = false;
      const dropped = waiting.splice(0).length;
      if (dropped > 0) log.warn({ dropped }, 'stopping: queued jobs dropped');
      await Promise.race([tail, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
    },
  };
}
