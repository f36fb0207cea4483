/**
 * Account mails leave after the answer: a request queues its mail job and answers at once, so
 * register and forgot-password take the same time whether or not a mail goes (an SMTP round trip
 * would tell an attacker which emails have accounts). Jobs run one after another in this process;
 * a failed job is logged and the next one runs. A process that stops drops what it had queued
 * (the visitor asks again: a new verification or reset link).
 */
import type { Logger } from 'pino';

export interface MailQueue {
  /** Runs `job` after the jobs queued before it; its failure is logged as `what`, never thrown. */
  enqueue(what: string, job: () => Promise<void>): void;
  /** Resolves once every job queued so far has run. */
  idle(): Promise<void>;
}

/** Jobs waiting beyond this are dropped with an error log rather than held in memory. */
const MAX_PENDING = 1000;

export function createMailQueue(log: Logger, maxPending = MAX_PENDING): MailQueue {
  let tail: Promise<void> = Promise.resolve();
  let pending = 0;
  return {
    enqueue(what, job) {
      if (pending >= maxPending) {
        log.error({ what, pending }, 'mail queue full: mail dropped');
        return;
      }
      pending += 1;
      tail = tail
        .then(job)
        .catch((error: unknown) => log.error({ err: error, what }, 'mail not sent'))
        .finally(() => {
          pending -= 1;
        });
    },
    idle: () => tail,
  };
}
