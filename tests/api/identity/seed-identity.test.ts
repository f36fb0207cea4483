import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedIdentity } from '../../../api/db/seed/seed-identity';
import { describeEachDatabase, openTestDatabase, type TestDatabase } from '../../support/databases';

describeEachDatabase('identity seed', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('seeds at least 20 clinics and the five demo accounts, and a second run changes nothing', async () => {
    const first = await seedIdentity(database, 'low');
    expect(first).toEqual({ clinics: 24, demoAccounts: 5, demoAccountsCreated: 5 });
    const snapshot = async () =>
      (
        await database.db.execute<{ site: string; email: string; hash: string; account_group: string | null; ship_to: string | null }>(
          sql`select c.site, c.email, i.password_hash as hash, i.account_group, i.preferred_ship_to as ship_to
              from customers c join identities i on i.customer_id = c.id order by c.email`,
        )
      ).rows;
    const before = await snapshot();
    expect(before.map((r) => [r.site, r.email, r.account_group, r.ship_to])).toEqual([
      ['HPSF', 'newstaff@vitalis.example', null, null],
      ['HPSF', 'quota@vitalis.example', 'VET_CLINIC', 'clinic'],
      ['DTC', 'shelter@vitalis.example', null, null],
      ['DTC', 'shopper@vitalis.example', null, null],
      ['HPSF', 'staff@vitalis.example', 'VET_CLINIC', 'clinic'],
    ]);
    expect(await seedIdentity(database, 'low')).toEqual({ clinics: 24, demoAccounts: 5, demoAccountsCreated: 0 });
    expect(await snapshot()).toEqual(before); // same hashes: nothing was re-hashed
    const { rows } = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from clinics`);
    expect(rows[0].n).toBe(24);
  });

  it('the demo staff stay verified members: a data folder whose memberships the migration set pending gets theirs back', async () => {
    // as migration 0016 leaves a membership made before it: pending, without the clinic's group
    await database.db.execute(sql`update customer_clinics set status = 'pending', decided_at = null, decided_by = null`);
    await database.db.execute(sql`update identities set account_group = null, store_sold_to = null`);
    await seedIdentity(database, 'low');
    const { rows } = await database.db.execute<{ email: string; status: string; decided_by: string; account_group: string }>(
      sql`select c.email, m.status, m.decided_by, i.account_group from customer_clinics m
          join customers c on c.id = m.customer_id join identities i on i.customer_id = c.id order by c.email`,
    );
    expect(rows).toEqual([
      { email: 'quota@vitalis.example', status: 'verified', decided_by: 'seed', account_group: 'VET_CLINIC' },
      { email: 'staff@vitalis.example', status: 'verified', decided_by: 'seed', account_group: 'VET_CLINIC' },
    ]);
  });
});
