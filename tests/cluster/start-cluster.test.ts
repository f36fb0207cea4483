import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, SERVER_BUILD } from '../../scripts/cluster/cluster';

/**
 * `npm run serve:cluster`'s checks before it starts anything, run as an operator runs them. The
 * suite runs before the build (scripts/test.sh), so either the server build is there and the script
 * goes on to the database, or it is not and the script names the file it looked for.
 */
describe('npm run serve:cluster before it starts anything', () => {
  let distDir: string;
  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'shop-serve-cluster-'));
    await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Shop</title>');
  });
  afterAll(() => rm(distDir, { recursive: true, force: true }));

  const run = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/start-cluster.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DIST_DIR: distDir, ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('looks for the server build where the build writes it, and goes on to the database when it is there', () => {
    // nothing listens on port 1: the script must stop at the database, never start processes
    const result = run({ DATABASE_URL: 'postgres://shop@127.0.0.1:1/shop', CLUSTER_BACKEND_PORT: '3990' });
    const output = result.stdout + result.stderr;
    expect(result.status).not.toBe(0);
    if (existsSync(join(REPO_ROOT, SERVER_BUILD))) {
      expect(output).toMatch(/PostgreSQL at DATABASE_URL=postgres:\/\/shop@127\.0\.0\.1:1\/shop did not answer|nginx/);
    } else {
      expect(output).toContain(`No server build (${join(REPO_ROOT, SERVER_BUILD)}): run \`npm run build\` first.`);
    }
  });

  it('refuses a configuration it cannot use, naming the setting', () => {
    const result = run({ CLUSTER_SIZE: '0' });
    expect(result.status).toBe(78);
    expect(result.stderr).toMatch(/Invalid configuration:\n {2}- CLUSTER_SIZE: /);
  });
});
