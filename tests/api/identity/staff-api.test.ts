import { afterAll, beforeAll, expect, it } from 'vitest';
import { CLINIC_DOMAINS, CLINICS } from '../../../api/db/seed/identity-data';
import { describeEachDatabase } from '../../support/databases';
import { JOIN_CLINIC_NEEDS_VERIFIED_EMAIL } from '../../../core/identity';
import {
  Browser,
  closeIdentitySuite,
  type IdentitySuite,
  lastMailedToken,
  NEW_STAFF,
  openIdentitySuite,
  SHOPPER,
  STAFF,
  sessionRowsOf,
} from './support';

const domainOf = (clinicId: string) => CLINIC_DOMAINS.find((entry) => entry.clinicId === clinicId)!.domain;

describeEachDatabase('identity API: staff feeding (clinics)', (kind) => {
  let suite: IdentitySuite;
  beforeAll(async () => {
    suite = await openIdentitySuite(kind);
  });
  afterAll(() => closeIdentitySuite(suite));

  it('the seeded registered staff user is registered, at a clinic and eligible for the professional discount', async () => {
    const res = await new Browser(suite.server.hpsf).login(STAFF.email, STAFF.password);
    expect(res.status).toBe(200);
    expect(res.body.data.account).toMatchObject({
      site: 'HPSF',
      roleCode: 'DVM',
      graduationYear: '2015',
      SF_PreferedShipTo: 'clinic',
      SF_StoreSoldTo: CLINICS[0].soldTo,
      ERP_CustomerAccountGroup: 'VET_CLINIC',
      isRegistered: true,
      isEligibleForPd: true,
      clinic: { id: 'CL-1001', groupData: { zip: '80011', city: 'Aurora', state: 'CO', country: 'US', SFHomeDeliveryOnly: false } },
    });
  });

  it('registration path: staff claims, search a clinic by name, zip or id, join it → registered', async () => {
    const staff = new Browser(suite.server.hpsf);
    const login = await staff.login(NEW_STAFF.email, NEW_STAFF.password);
    expect(login.body.data.account).toMatchObject({ isRegistered: false, isEligibleForPd: false, clinic: null });

    const badClaims = await staff.call('/api/identity/update-staff-profile', {
      roleCode: 'VT',
      graduationYear: '15',
      currentSchoolName: 'State',
      SF_PreferedShipTo: 'garage',
    });
    expect(badClaims.status).toBe(400);
    expect(badClaims.body.error.fields).toMatchObject({ graduationYear: 'Enter a four-digit year', SF_PreferedShipTo: expect.any(String) });

    const claims = await staff.call('/api/identity/update-staff-profile', {
      roleCode: 'VT',
      graduationYear: '2027',
      currentSchoolName: 'Prairie State Veterinary School',
      SF_PreferedShipTo: 'clinic',
    });
    expect(claims.body.data.account).toMatchObject({ roleCode: 'VT', SF_PreferedShipTo: 'clinic', isRegistered: false });

    const byName = await staff.call('/api/identity/search-clinic', { searchType: 'name', searchTerm: 'harbor' });
    expect(byName.body.data.clinics.map((c: { name: string }) => c.name)).toEqual(['Harbor College of Veterinary Medicine']);
    const byZip = await staff.call('/api/identity/search-clinic', { searchType: 'zip', searchTerm: '80' });
    expect(byZip.body.data.clinics.map((c: { id: string }) => c.id).sort()).toEqual(['CL-1001', 'CL-1002', 'CL-1003', 'CL-1004']);
    const byId = await staff.call('/api/identity/search-clinic', { searchType: 'id', searchTerm: 'cl-1005' });
    expect(byId.body.data.clinics).toEqual([
      {
        id: 'CL-1005',
        name: 'Prairie Veterinary Clinic',
        groupData: expect.objectContaining({ city: 'Topeka', SFHomeDeliveryOnly: true }),
      },
    ]);
    const wildcard = await staff.call('/api/identity/search-clinic', { searchType: 'name', searchTerm: '%%' });
    expect(wildcard.body.data.clinics).toEqual([]);
    const badSearch = await staff.call('/api/identity/search-clinic', { searchType: 'phone', searchTerm: 'x' });
    expect(badSearch.status).toBe(400);
    expect(Object.keys(badSearch.body.error.fields).sort()).toEqual(['searchTerm', 'searchType']);

    const address = await staff.call('/api/identity/fetch-address', { clinicID: 'CL-1002' });
    expect(address.body.data).toEqual({
      groupData: { streetAddress: '137 Oak Ave', city: 'Denver', zip: '80203', country: 'US', state: 'CO', SFHomeDeliveryOnly: false },
    });
    expect((await staff.call('/api/identity/fetch-address', { clinicID: 'CL-9999' })).status).toBe(404);
    const missing = await staff.call('/api/identity/join-clinic', { groupID: 'CL-9999' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.fields).toEqual({ groupID: 'No clinic with this id' });

    // newstaff@vitalis.example is not on the clinic's email domain: the request waits for an operator
    const joined = await staff.call('/api/identity/join-clinic', { groupID: 'CL-1002' });
    expect(joined.body.data.account).toMatchObject({
      isRegistered: true,
      isEligibleForPd: false,
      ERP_CustomerAccountGroup: null,
      SF_StoreSoldTo: null,
      clinic: null,
      clinicRequest: { id: 'CL-1002', name: CLINICS[1].name },
    });
    // account-info is served from the per-session cache, which the join dropped
    expect((await staff.call('/api/identity/account-info')).body.data.account).toMatchObject({
      isRegistered: true,
      clinicRequest: { id: 'CL-1002' },
    });
  });

  /** A staff user registered on HPSF, signed in, with a staff profile (shipping to the clinic) and no clinic yet. */
  async function newStaffUser(user: { email: string; password: string; roleCode: string; verified: boolean }): Promise<Browser> {
    const staff = new Browser(suite.server.hpsf);
    await staff.call('/api/identity/register', { email: user.email, password: user.password, firstName: 'New', lastName: 'Staff' });
    if (user.verified)
      await staff.call('/api/identity/verify-email', { token: await lastMailedToken(suite.dataDir, user.email, 'verify') });
    await staff.login(user.email, user.password);
    await staff.call('/api/identity/update-staff-profile', {
      roleCode: user.roleCode,
      graduationYear: '2024',
      currentSchoolName: 'Gorges',
      SF_PreferedShipTo: 'clinic',
    });
    return staff;
  }

  it('joining a clinic needs a verified email; joining rotates the session (new token, the old one ended)', async () => {
    const staff = await newStaffUser({
      email: `resident@${domainOf('CL-1001')}`,
      password: 'Gradient-Heron-27',
      roleCode: 'DVM',
      verified: false,
    });
    expect((await staff.call('/api/identity/account-info')).body.data.account.emailVerified).toBe(false);
    const refused = await staff.call('/api/identity/join-clinic', { groupID: 'CL-1001' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({
      message: JOIN_CLINIC_NEEDS_VERIFIED_EMAIL,
      fields: { groupID: JOIN_CLINIC_NEEDS_VERIFIED_EMAIL },
    });
    expect((await staff.call('/api/identity/account-info')).body.data.account).toMatchObject({ clinic: null, isRegistered: false });

    expect(
      (
        await staff.call('/api/identity/verify-email', {
          token: await lastMailedToken(suite.dataDir, `resident@${domainOf('CL-1001')}`, 'verify'),
        })
      ).status,
    ).toBe(200);
    const before = staff.cookie!;
    const joined = await staff.call('/api/identity/join-clinic', { groupID: 'CL-1001' });
    expect(joined.status).toBe(200);
    expect(joined.body.data.account).toMatchObject({ emailVerified: true, isRegistered: true, isEligibleForPd: true });
    expect(joined.body.data.sessionToken).toBeUndefined(); // a browser gets the cookie, never the token
    expect(staff.cookie).toBeTruthy();
    expect(staff.cookie).not.toBe(before);
    expect((await sessionRowsOf(suite, before))[0].ended_at).not.toBeNull();
    const old = new Browser(suite.server.hpsf);
    old.cookie = before;
    expect((await old.call('/api/identity/account-info')).status).toBe(401);
    expect((await staff.call('/api/identity/account-info')).body.data.account).toMatchObject({ clinic: { id: 'CL-1001' } });

    // a Bearer client (no cookie) gets its new token in the answer
    const bearer = await new Browser(suite.server.hpsf).login(STAFF.email, STAFF.password);
    const token = bearer.setCookies.map((line) => /^shop_session=([^;]+)/.exec(line)?.[1]).find(Boolean)!;
    const viaBearer = await fetch(`${suite.server.hpsf}/api/identity/join-clinic`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ groupID: 'CL-1001' }),
    });
    const answer = await viaBearer.json();
    expect(viaBearer.status).toBe(200);
    expect(answer.data.sessionToken).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(viaBearer.headers.getSetCookie()).toEqual([]);
    const after = await fetch(`${suite.server.hpsf}/api/identity/account-info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${answer.data.sessionToken}` },
      body: '{}',
    });
    expect(after.status).toBe(200);
  });

  it('joining a home-delivery-only clinic makes home the ship-to; a school is not discount-eligible', async () => {
    const email = `student@${domainOf('CL-1005')}`;
    const staff = await newStaffUser({ email, password: 'Gradient-Otter-19', roleCode: 'STU', verified: true });
    const homeOnly = await staff.call('/api/identity/join-clinic', { groupID: 'CL-1005' });
    expect(homeOnly.body.data.account).toMatchObject({ SF_PreferedShipTo: 'home', isRegistered: true, isEligibleForPd: true });
    // another clinic's request (not its domain) waits, and the first clinic's account group is given up meanwhile
    const asked = await staff.call('/api/identity/join-clinic', { groupID: 'CL-1004' });
    expect(asked.body.data.account).toMatchObject({
      ERP_CustomerAccountGroup: null,
      isEligibleForPd: false,
      clinicRequest: { id: 'CL-1004' },
    });
    const school = await newStaffUser({
      email: `student@${domainOf('CL-1004')}`,
      password: 'Gradient-Otter-19',
      roleCode: 'STU',
      verified: true,
    });
    const joinedSchool = await school.call('/api/identity/join-clinic', { groupID: 'CL-1004' });
    expect(joinedSchool.body.data.account).toMatchObject({
      ERP_CustomerAccountGroup: 'VET_SCHOOL',
      isEligibleForPd: false,
      isRegistered: true,
    });
  });

  it('clinic calls need a signed-in staff-feeding account', async () => {
    const guest = new Browser(suite.server.hpsf);
    expect((await guest.call('/api/identity/search-clinic', { searchType: 'name', searchTerm: 'harbor' })).status).toBe(401);
    expect((await guest.call('/api/identity/join-clinic', { groupID: 'CL-1001' })).status).toBe(401);
    const shopper = new Browser(suite.server.dtc);
    await shopper.login(SHOPPER.email, SHOPPER.password);
    expect((await shopper.call('/api/identity/search-clinic', { searchType: 'name', searchTerm: 'harbor' })).status).toBe(403);
    expect((await shopper.call('/api/identity/join-clinic', { groupID: 'CL-1001' })).status).toBe(403);
  });
});
