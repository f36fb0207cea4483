/**
 * The shop's log: one JSON line per event (pino), on stdout unless told otherwise. Lines are written
 * asynchronously (pino's sonic-boom destination with sync off): the event loop hands a line over and
 * goes on, and lines logged while a write is under way go out together in the next one. Synchronous
 * writes, a system call per request line on the event loop, took about a tenth of a busy process's
 * time (docs/benchmarks.md). Lines not yet written when the process exits are written then (pino
 * flushes on exit); a process killed outright (SIGKILL, out of memory) can lose the last few lines
 * of its log, never data.
 */
import { openSync } from 'node:fs';
import pino, { type Logger } from 'pino';

/**
 * A logger at `level` writing to `destination` (a file path, appended to; stdout when left out).
 * The file is opened here, synchronously: opened by the destination itself, asynchronously, lines
 * logged before it was open were lost when the process exited first.
 */
export function createLogger(level: string, destination?: string): Logger {
  const fd = destination ? openSync(destination, 'a') : 1;
  return pino({ level }, pino.destination({ dest: fd, sync: false }));
}
