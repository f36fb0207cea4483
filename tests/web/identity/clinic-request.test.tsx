// @vitest-environment jsdom
/** A staff member whose request to join a clinic waits: what the registration path and My Account tell them. */
import { screen, within } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { pendingMembershipMessage } from '../../../core/identity/clinic-membership';
import { mockCatalogueApi } from '../catalogue/support/catalogue-api';
import { installAppTestHooks, renderApp } from '../support/render-app';
import { resetUserForTest, signInForTest, testAccount } from './signed-in';

const CLINIC = {
  id: 'CL-1001',
  name: 'Mountain View Veterinary Clinic',
  groupData: { streetAddress: '100 Main St', city: 'Aurora', zip: '80011', country: 'US', state: 'CO', SFHomeDeliveryOnly: false },
};
const WAITING = testAccount({
  site: 'HPSF',
  email: 'locum@gmail.example',
  roleCode: 'DVM',
  SF_PreferedShipTo: 'clinic',
  isRegistered: true,
  clinicRequest: CLINIC,
});
const LOADED = { timeout: 8000 };

installAppTestHooks();
beforeEach(() => {
  resetUserForTest();
  vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media, addEventListener() {}, removeEventListener() {} }));
  mockCatalogueApi({ site: 'HPSF' });
});

it('the registration path stays open to a waiting member, says what waiting means, and leads on to the shop', async () => {
  signInForTest(WAITING);
  renderApp('/account/registration', { siteCode: 'HPSF' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Complete Your Registration' }, LOADED)).toBeTruthy();
  const clinicSection = screen.getByRole('region', { name: '2. Find and join your clinic' });
  expect(within(clinicSection).getByText(pendingMembershipMessage(CLINIC.name))).toBeTruthy();
  expect(within(clinicSection).getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/');
});

it('a verified member is taken past the registration path', async () => {
  signInForTest({ ...WAITING, clinicRequest: null, clinic: CLINIC, ERP_CustomerAccountGroup: 'VET_CLINIC', isEligibleForPd: true });
  const { router } = renderApp('/account/registration', { siteCode: 'HPSF' });
  await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'), LOADED);
});

it('My Account shows the clinic as waiting for approval, without the Program Discount, and a way to change it', async () => {
  signInForTest(WAITING);
  renderApp('/account/dashboard', { siteCode: 'HPSF' });
  const details = await screen.findByRole('region', { name: 'Account details' }, LOADED);
  expect(within(details).getByText(/Mountain View Veterinary Clinic \(waiting for approval\)/)).toBeTruthy();
  expect(within(details).getByText('Not eligible')).toBeTruthy();
  expect(within(details).getByText(pendingMembershipMessage(CLINIC.name))).toBeTruthy();
  expect(within(details).getByRole('link', { name: 'Change your clinic' }).getAttribute('href')).toBe('/account/registration');
});
