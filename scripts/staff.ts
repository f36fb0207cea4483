/**
 * `npm run staff -- pending | approve <email> | decline <email>`: an operator decides staff-feeding
 * members' requests to join a clinic, on the database the shop uses (DATABASE_URL, or PGlite in
 * DATA_DIR, which only one process may open: stop the shop first). The member is mailed the
 * decision (SMTP_URL, or a file under DATA_DIR/mail). `--by <name>` names the operator in the
 * record (the login name by default).
 */
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../api/config';
import { openDatabase } from '../api/db/client';
import { prepareDatabase } from '../api/db/startup';
import { createClinicMembershipService, MembershipDecisionError } from '../api/features/identity/clinic-membership.service';
import { createClinicsStore } from '../api/features/identity/clinics.store';
import { createIdentityStore } from '../api/features/identity/identity.store';
import { createMailer } from '../api/mail/mailer';

const USAGE = 'usage: npm run staff -- pending | approve <email> | decline <email> [--by <operator>]';

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { by: { type: 'string' } } });
  const [command, email] = positionals;
  if (!(command === 'pending' || ((command === 'approve' || command === 'decline') && email))) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolSize: 1 });
  try {
    await prepareDatabase(database);
    const { smtpUrl, mailDir, mailFrom } = config.identity;
    const memberships = createClinicMembershipService({
      identities: createIdentityStore(database.db),
      clinics: createClinicsStore(database.db),
      mailer: createMailer({ smtpUrl, mailDir, from: mailFrom }),
      config: config.identity,
    });
    if (command === 'pending') {
      const waiting = await memberships.pending();
      if (waiting.length === 0) console.log('No clinic requests are waiting.');
      for (const m of waiting) {
        const name = [m.firstName, m.lastName].filter(Boolean).join(' ');
        console.log(`${m.requestedAt.toISOString()}  ${m.email}  ${name}  → ${m.clinicName} (${m.clinicId})`);
      }
      return 0;
    }
    const operator = values.by ?? userInfo().username;
    const clinic = await memberships.decide(email, command === 'approve', operator);
    console.log(`${email}: ${command === 'approve' ? 'approved as staff of' : 'declined for'} ${clinic.name}; the member was mailed.`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof MembershipDecisionError || error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
