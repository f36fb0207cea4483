/**
 * The seed in a short-lived child process (api/db/seed/child.ts), so the serving process never
 * holds what seeding costs (api/db/startup.ts `openServingDatabase` says why). Parent and child
 * speak over Node's IPC channel: the parent sends what to seed, the child sends progress and then
 * its report or its error, and exits. The parent resolves only once the child has exited, so a
 * PGlite folder is never open in both.
 */
import { spawn } from 'node:child_process';
import { codeFile, runsFromSource } from '../code-location';
import type { SeedOptions, SeedReport } from './seed';
import { SchemaAheadError, type UnknownMigration } from './schema-version';
import type { DatabaseTarget } from './startup';

/** Parent → child: the one message, what to seed (the progress callback stays with the parent). */
export interface SeedRequest {
  target: DatabaseTarget;
  seed: Omit<SeedOptions, 'onProgress'>;
}

/** What a seed failed with, as far as it crosses a process boundary. */
export interface SeedFailure {
  name: string;
  message: string;
  stack?: string;
  /** SchemaAheadError's migrations */
  unknown?: UnknownMigration[];
}

/** Child → parent. */
export type SeedMessage =
  | { kind: 'progress'; step: string; done: number; total: number }
  | { kind: 'report'; report: SeedReport }
  | { kind: 'failed'; error: SeedFailure };

/** The child's entry: its source under tsx; in the server build, the bundle built from it beside the server's. */
const CHILD = codeFile('api/db/seed/child.ts', './seed-child.mjs');

/**
 * Node flags the child takes from this process: the TypeScript loader and memory limits, but not an
 * inspector (its port is this process's) nor a profiler (a profile of the seed would sit beside
 * the server's and be read as one of it). `fromSource`: the child is TypeScript and needs tsx.
 */
export function childExecArgv(execArgv: readonly string[] = process.execArgv, fromSource = runsFromSource): string[] {
  const kept: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const arg = execArgv[i];
    if (/^--(inspect|debug|cpu-prof|heap-prof|prof)/.test(arg)) {
      // a value given apart (`--cpu-prof-dir dir`) goes with its flag
      if (!arg.includes('=') && /-(dir|name|interval|port)$/.test(arg)) i++;
      continue;
    }
    kept.push(arg);
  }
  // run from a process without tsx (a test runner): the child still needs it to load .ts files; a
  // bundled child is plain JavaScript and starts without it (tsx's transpiler costs memory)
  if (fromSource && !kept.some((arg) => arg.includes('tsx'))) kept.push('--import', import.meta.resolve('tsx'));
  return kept;
}

/** Rebuilds the child's error here: a schema ahead of the build stays a SchemaAheadError. */
export function errorFromChild(failure: SeedFailure): Error {
  if (failure.name === 'SchemaAheadError' && failure.unknown) return new SchemaAheadError(failure.unknown);
  const error = new Error(failure.message);
  error.name = failure.name;
  if (failure.stack) error.stack = `${failure.stack}\n    (in the seed process)`;
  return error;
}

/** Migrates and seeds the stored database of `target` in a child process; resolves with its report once it exited. */
export function seedInChildProcess(target: DatabaseTarget, seed: SeedOptions): Promise<SeedReport> {
  const { onProgress, ...rest } = seed;
  // the child's stdout goes to this process's stderr: stdout carries this process's own lines
  // (its JSON log, a bench server's port line) and nothing may slip between them
  const child = spawn(process.execPath, [...childExecArgv(), CHILD], { stdio: ['ignore', 2, 'inherit', 'ipc'] });
  let outcome: { report: SeedReport } | { error: Error } | undefined;
  child.on('message', (message: SeedMessage) => {
    if (message.kind === 'progress') onProgress?.(message.step, message.done, message.total);
    else if (message.kind === 'report') outcome = { report: message.report };
    else outcome = { error: errorFromChild(message.error) };
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (outcome && 'report' in outcome && code === 0) resolve(outcome.report);
      else if (outcome && 'error' in outcome) reject(outcome.error);
      else reject(new Error(`the seed process ${signal ? `was killed (${signal})` : `exited with code ${code}`} without a report`));
    });
    const request: SeedRequest = { target, seed: rest };
    child.send(request);
  });
}
