/**
 * Joining a clinic is a request: only a confirmed address on the clinic's own email domain is
 * verified at once; anyone else waits for an operator and meanwhile shops at public prices, with
 * no prescription line and no clinic address. An operator's decision grants or removes the
 * membership and mails the member.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CLINIC_DOMAINS } from '../../../api/db/seed/identity-data';
import { createClinicMembershipService } from '../../../api/features/identity/clinic-membership.service';
import { createClinicsStore } from '../../../api/features/identity/clinics.store';
import { createIdentityStore } from '../../../api/features/identity/identity.store';
import type { MailMessage } from '../../../api/mail/mailer';
import { describeEachDatabase } from '../../support/databases';
import { type AccountSuite, closeAccountSuite, ECOM, openAccountSuite } from '../account/support';
import { COLORADO_ADDRESS, orderBody } from '../checkout/support';
import { Browser, lastMailedToken } from './support';

const CLINIC = 'CL-1001';
const clinicDomain = CLINIC_DOMAINS.find((entry) => entry.clinicId === CLINIC)!.domain;
const cents = (amount: string) => Math.round(Number(amount) * 100);

describeEachDatabase('clinic membership: requested, then verified by the clinic’s domain or an operator', (kind) => {
  let suite: AccountSuite;
  const mailed: MailMessage[] = [];
  const operatorDecides = (email: string, approve: boolean) =>
    createClinicMembershipService({
      identities: createIdentityStore(suite.database.db),
      clinics: createClinicsStore(suite.database.db),
      mailer: { send: async (message) => void mailed.push(message) },
      config: suite.server.config.identity,
    }).decide(email, approve, 'ops-alex');

  beforeAll(async () => {
    suite = await openAccountSuite(kind);
  }, 180_000);
  afterAll(() => closeAccountSuite(suite));

  /** A confirmed staff-feeding account with its staff details that asked to join CLINIC. */
  async function joined(email: string) {
    const staff = new Browser(suite.server.hpsf);
    const password = 'Gradient-Heron-27';
    await staff.call('/api/identity/register', { email, password, firstName: 'Morgan', lastName: 'Locum' });
    await suite.server.jobs.idle();
    await staff.call('/api/identity/verify-email', { token: await lastMailedToken(suite.server.config.dataDir, email, 'verify') });
    await staff.login(email, password);
    await staff.call('/api/identity/update-staff-profile', {
      roleCode: 'DVM',
      graduationYear: '2020',
      currentSchoolName: 'Gorges',
      SF_PreferedShipTo: 'clinic',
    });
    const answer = await staff.call('/api/identity/join-clinic', { groupID: CLINIC });
    expect(answer.status).toBe(200);
    return { staff, account: answer.body.data.account, password };
  }

  /** A fresh sign-in of the account (its answer carries the account as it is now, no cached copy). */
  async function signInAgain(email: string, password: string) {
    const browser = new Browser(suite.server.hpsf);
    const answer = await browser.login(email, password);
    return { browser, account: answer.body.data.account };
  }

  /** A cart of `variantId` × 2: what it costs with the Program Discount, and whether its order is placed. */
  async function shop(staff: Browser, variantId: string) {
    const cart = await staff.call(`${ECOM}/create-cart`, { cartId: randomUUID(), lineItems: [{ merchandiseId: variantId, quantity: 2 }] });
    if (cart.status !== 200) return { refused: cart };
    const cartId = cart.body.data.id;
    const subtotal = cents(cart.body.data.cost.subtotalAmount.amount);
    const quote = await staff.call('/api/checkout/quote', { cartId, provinceCode: 'CO' });
    const started = await staff.call('/api/checkout/start', { cartId });
    const { email, ...address } = started.body.data.prefill;
    // a member waiting for approval has no clinic address to ship to: they give a home address
    const shippingAddress = address.address1 ? { ...address, firstName: 'Morgan', lastName: 'Locum' } : COLORADO_ADDRESS;
    const placed = await staff.call('/api/checkout/place-order', orderBody(cartId, { email, shippingAddress, isAttestationChecked: true }));
    return {
      subtotal,
      total: cents(cart.body.data.cost.totalAmount.amount),
      discount: cents(quote.body.data.programDiscount.amount),
      placed,
    };
  }

  it('another domain waits: public prices, no prescription line, no clinic; an approval grants them and mails them', async () => {
    const email = `locum-${kind}@gmail.example`;
    const { account, password } = await joined(email);
    expect(account).toMatchObject({
      isRegistered: true, // they may shop while they wait
      isEligibleForPd: false,
      ERP_CustomerAccountGroup: null,
      SF_StoreSoldTo: null,
      clinic: null,
      clinicRequest: { id: CLINIC },
    });
    const waiting = (await signInAgain(email, password)).browser;
    const publicPrices = await shop(waiting, suite.f.hpsfOpen.variant.id);
    expect(publicPrices.total).toBe(publicPrices.subtotal);
    expect(publicPrices.discount).toBe(0);
    expect(publicPrices.placed?.status, JSON.stringify(publicPrices.placed?.body)).toBe(200);
    const prescription = await shop(waiting, suite.f.hpsf.variant.id);
    expect(prescription.refused?.status).toBe(400); // the prescription line needs a verified clinic membership
    expect(prescription.refused?.body.error.message).toMatch(/^Prescription diets can be ordered only by clinic staff/);

    const clinic = await operatorDecides(email, true);
    expect(clinic.id).toBe(CLINIC);
    expect(mailed.at(-1)).toMatchObject({ to: email, subject: `You are confirmed as staff of ${clinic.name}` });
    await expect(operatorDecides(email, true)).rejects.toThrow(`${email} has no clinic request waiting for a decision.`);

    const after = await signInAgain(email, password);
    expect(after.account).toMatchObject({ isEligibleForPd: true, clinic: { id: CLINIC }, clinicRequest: null });
    const verified = await shop(after.browser, suite.f.hpsf.variant.id);
    expect(verified.discount).toBe(Math.round((verified.subtotal ?? 0) / 10));
    expect(verified.placed?.status).toBe(200);
  });

  it('a confirmed address on the clinic’s domain is verified at once; a look-alike domain is not', async () => {
    const own = await joined(`nurse-${kind}@${clinicDomain}`);
    expect(own.account).toMatchObject({ isEligibleForPd: true, clinic: { id: CLINIC }, clinicRequest: null });
    for (const lookalike of [`x-${kind}@${clinicDomain}.evil.example`, `y-${kind}@mail.${clinicDomain}`]) {
      const other = await joined(lookalike);
      expect(other.account, lookalike).toMatchObject({ isEligibleForPd: false, clinic: null, clinicRequest: { id: CLINIC } });
    }
  });

  it('a declined request is gone: the member is told by mail and is back on the registration path', async () => {
    const email = `walkin-${kind}@gmail.example`;
    const { password } = await joined(email);
    await operatorDecides(email, false);
    expect(mailed.at(-1)).toMatchObject({ to: email, subject: expect.stringContaining('was not approved') });
    const after = await signInAgain(email, password);
    expect(after.account).toMatchObject({ isRegistered: false, isEligibleForPd: false, clinic: null, clinicRequest: null });
    await expect(operatorDecides('nobody@gmail.example', true)).rejects.toThrow(
      'No staff-feeding account has the email nobody@gmail.example.',
    );
  });
});
