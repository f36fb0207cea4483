/**
 * The shop server the end-to-end tests run: the production build (`npm run build` makes
 * build/server/main.mjs), started the way operators start it, with Node's serving flags.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const SERVER_ENTRY = resolve(ROOT, 'build/server/main.mjs');

/** `node`'s arguments for a serving process of the build. */
export function serverArgs(): string[] {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` before the end-to-end tests`);
  return [...SERVER_NODE_FLAGS, SERVER_ENTRY];
}

/** Whether nothing listens on `port` yet (asked of a child process: the config is read synchronously). */
function portIsFree(port: number): boolean {
  const probe = `require('node:net').createServer().once('error', () => process.exit(1)).listen(${port}, () => process.exit(0))`;
  return spawnSync(process.execPath, ['-e', probe]).status === 0;
}

/**
 * The storefronts' ports of this checkout's end-to-end server, unless E2E_DTC_PORT / E2E_HPSF_PORT
 * say: a pair derived from the checkout's folder, so that two checkouts on one machine run their
 * suites side by side, moved on past a pair another program holds (RabbitMQ listens on 25672).
 * The pair is written into the environment, so every Playwright process of the run (the config is
 * read in each, and its workers inherit the runner's environment) agrees on it.
 */
export function e2ePorts(): { dtc: number; hpsf: number } {
  if (!process.env.E2E_DTC_PORT) {
    let slot = createHash('sha256').update(ROOT).digest().readUInt16BE(0) % 4000;
    while (!(portIsFree(20_000 + slot * 2) && portIsFree(20_001 + slot * 2))) slot = (slot + 1) % 4000;
    process.env.E2E_DTC_PORT = String(20_000 + slot * 2);
  }
  const dtc = Number(process.env.E2E_DTC_PORT);
  return { dtc, hpsf: Number(process.env.E2E_HPSF_PORT ?? dtc + 1) };
}

/** What every e2e server process is started with, besides its ports and data folder. */
export const E2E_SERVER_ENV = {
  NODE_ENV: 'test',
  DIST_DIR: process.env.E2E_DIST_DIR ?? './dist',
  LOG_LEVEL: 'warn',
} as const;
