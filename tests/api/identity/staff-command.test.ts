/**
 * `npm run staff`: an operator lists the clinic requests that wait and approves or declines one, on
 * the shop's own data folder (PGlite; the command is the same over DATABASE_URL), and the member is
 * mailed the decision.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClinicsStore } from '../../../api/features/identity/clinics.store';
import { createIdentityStore } from '../../../api/features/identity/identity.store';
import { openDataFolderCopy, removeFolder } from '../../support/databases';

const run = promisify(execFile);
const EMAIL = 'locum@gmail.example';

/** The command's exit code and what it printed. */
async function staffCommand(dataDir: string, ...args: string[]) {
  const env = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', ...args], { env });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

describe('npm run staff, on a PGlite data folder', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-staff-command-'));
    const database = await openDataFolderCopy(dataDir, 'seeded');
    try {
      const customerId = await createIdentityStore(database.db).create({
        site: 'HPSF',
        email: EMAIL,
        firstName: 'Morgan',
        lastName: 'Locum',
        phone: null,
        acceptsMarketing: false,
        passwordHash: 'not used',
      });
      const clinics = createClinicsStore(database.db);
      await clinics.joinClinic(customerId!, (await clinics.findClinic('CL-1002'))!, 'pending', null);
    } finally {
      await database.close();
    }
  }, 120_000);
  afterAll(async () => {
    if (dataDir) await removeFolder(dataDir);
  });

  it('lists what waits, approves it, mails the member, and says what it cannot do', async () => {
    expect(await staffCommand(dataDir, 'pending')).toMatchObject({
      code: 0,
      out: expect.stringMatching(/locum@gmail\.example {2}Morgan Locum {2}→ Capitol Hill Animal Hospital \(CL-1002\)/),
    });
    expect(await staffCommand(dataDir, 'approve', EMAIL, '--by', 'ops-alex')).toEqual({
      code: 0,
      out: `${EMAIL}: approved as staff of Capitol Hill Animal Hospital; the member was mailed.\n`,
    });
    const mails = await readdir(join(dataDir, 'mail'));
    expect(mails).toHaveLength(1);
    expect(await readFile(join(dataDir, 'mail', mails[0]), 'utf8')).toContain('Subject: You are confirmed as staff of Capitol Hill Animal');
    expect(await staffCommand(dataDir, 'decline', EMAIL)).toEqual({
      code: 1,
      out: `${EMAIL} has no clinic request waiting for a decision.\n`,
    });
    expect(await staffCommand(dataDir, 'approve')).toMatchObject({ code: 2, out: expect.stringContaining('usage: npm run staff --') });
  }, 120_000);
});
