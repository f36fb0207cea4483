/**
 * The shop's log is written asynchronously: a line shows up without waiting for more, and what is
 * still unwritten when the process exits is written before it goes.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../api/logger';

const run = promisify(execFile);
const LOGGER = new URL('../../../api/logger.ts', import.meta.url).href;

const linesOf = async (file: string) =>
  (await readFile(file, 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg: string });

describe('the shop log', () => {
  const dirs: string[] = [];
  afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));
  const freshFile = async () => {
    const dir = await mkdtemp(join(tmpdir(), 'shop-log-'));
    dirs.push(dir);
    return join(dir, 'shop.log');
  };

  it('writes a single line without waiting for more to gather', async () => {
    const file = await freshFile();
    createLogger('info', file).info('one line alone');
    await expect.poll(async () => (await linesOf(file)).map((line) => line.msg), { timeout: 5000 }).toEqual(['one line alone']);
  });

  it('writes every line logged before process.exit, and none below its level', async () => {
    const file = await freshFile();
    const script = `
      const { createLogger } = await import(${JSON.stringify(LOGGER)});
      const logger = createLogger('info', ${JSON.stringify(file)});
      for (let i = 0; i < 2000; i++) logger.info({ i }, 'line ' + i);
      logger.debug('not at this level');
      process.exit(0);`;
    await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
    const lines = await linesOf(file);
    expect(lines).toHaveLength(2000);
    expect(lines.at(-1)?.msg).toBe('line 1999');
  });
});
