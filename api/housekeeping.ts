/**
 * Periodic upkeep of a shop process, off the request path: each task runs every `everyMs` (the
 * first time `everyMs` after start), never two runs of one task at once, and a failure is logged
 * and tried again next time. Every process of a cluster runs its own: the tasks are idempotent
 * deletions of expired rows, which two processes may well run at the same moment.
 */
import type { Logger } from 'pino';

export interface HousekeepingTask {
  name: string;
  everyMs: number;
  /** resolves to how many rows (or items) it removed, for the log */
  run(): Promise<number>;
}

export interface Housekeeping {
  start(): void;
  /** no new run starts; a run under way is awaited */
  stop(): Promise<void>;
}

export function housekeeping(tasks: HousekeepingTask[], log: Logger): Housekeeping {
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let stopped = true;

  function schedule(task: HousekeepingTask): void {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const run = task
        .run()
        .then(
          (removed) => {
            if (removed > 0) log.info({ task: task.name, removed }, 'housekeeping');
          },
          (err: unknown) => log.warn({ err, task: task.name }, 'housekeeping task failed; it runs again next time'),
        )
        .finally(() => {
          running.delete(run);
          schedule(task);
        });
      running.add(run);
    }, task.everyMs);
    // upkeep alone never keeps the process alive
    timer.unref();
    timers.add(timer);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      for (const task of tasks) schedule(task);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
}
