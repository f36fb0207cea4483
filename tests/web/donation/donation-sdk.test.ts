// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DONATION_ERRORS } from '../../../core/donation/constants';
import { createDonationSdk } from '../../../web/features/donation/sdk/donation-sdk';
import { DonationSdkError } from '../../../web/features/donation/sdk/errors';
import { keptTrackingId } from '../../../web/features/donation/sdk/local-keep';
import { ApiError } from '../../../web/lib/api';
import { CART, donationStore, fakeProvider, offline, PORTFOLIO, pageWith, RESCUE, SHELTER, STORE_ID } from './support';

const sdkFor = (client: ReturnType<typeof fakeProvider>['client'], dataLayer: Record<string, unknown>[] = [], log = vi.fn()) => {
  const sdk = createDonationSdk({ storeId: STORE_ID, client, sources: pageWith(dataLayer), log });
  return { sdk, log };
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('donation SDK: start', () => {
  it('waits for the store, checking every 100 ms, then is ready with the cart donation, the cause and the featured causes', async () => {
    vi.useFakeTimers();
    const { client } = fakeProvider();
    const store = donationStore();
    client.getStore.mockImplementation(() => new Promise((resolve) => setTimeout(() => resolve(store), 350)));
    const { sdk } = sdkFor(client);
    const ready = vi.fn();
    sdk.on('ready', ready);
    const started = sdk.init(CART);
    await vi.advanceTimersByTimeAsync(300);
    expect(sdk.getView().status).toBe('loading');
    await vi.advanceTimersByTimeAsync(100);
    const view = await started;
    expect(view).toMatchObject({ status: 'ready', visible: true, total: 1, cause: { id: SHELTER.id, name: SHELTER.name } });
    expect(view.charities.map((c) => c.id)).toEqual([SHELTER.id, PORTFOLIO.id]); // featured: letShoppersChoose
    expect(ready).toHaveBeenCalledWith(view);
    expect(client.getMultipleDonation).toHaveBeenCalledWith(expect.objectContaining({ cmsIds: CART.lines, providedCauseId: SHELTER.id }));
  });

  it("gives up after 5 s without a store: logs 'Error initializing SDK', stays hidden with empty data", async () => {
    vi.useFakeTimers();
    const { client } = fakeProvider();
    client.getStore.mockImplementation(() => new Promise(() => undefined));
    const { sdk, log } = sdkFor(client);
    const started = sdk.init(CART);
    await vi.advanceTimersByTimeAsync(4900);
    expect(log).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    const view = await started;
    expect(log).toHaveBeenCalledWith('Error initializing SDK');
    expect(view).toMatchObject({ status: 'hidden', visible: false, store: null, cause: null, charities: [], donation: null, total: 0 });
    expect(client.startTracking).not.toHaveBeenCalled();
  });

  it('offers the store’s default causes when shoppers do not choose', async () => {
    const { client } = fakeProvider(donationStore({ letShoppersChoose: false, defaultCauseIds: [SHELTER.id, RESCUE.id] }));
    const view = await sdkFor(client).sdk.init(CART);
    expect(view.charities.map((c) => c.id)).toEqual([SHELTER.id, RESCUE.id]);
  });
});

describe('donation SDK: tracking', () => {
  it('keeps the tracking id across reloads and reuses the record (with its cause)', async () => {
    const provider = fakeProvider();
    const first = await sdkFor(provider.client).sdk.init(CART);
    expect(first.trackingId).toMatch(/^[0-9a-f-]{36}$/);
    expect(keptTrackingId(STORE_ID)).toBe(first.trackingId);
    await provider.client.setCause({ trackingId: first.trackingId as string, causeId: RESCUE.id, causeName: RESCUE.name });

    const reloaded = await sdkFor(provider.client).sdk.init(CART);
    expect(provider.client.startTracking).toHaveBeenCalledTimes(1);
    expect(reloaded.trackingId).toBe(first.trackingId);
    expect(reloaded.cause).toMatchObject({ id: RESCUE.id, name: RESCUE.name });
  });

  it('starts a new record when the provider no longer has the kept one', async () => {
    const provider = fakeProvider();
    localStorage.setItem(`donation:${STORE_ID}:tracking`, JSON.stringify('11111111-2222-4333-8444-555555555555'));
    const view = await sdkFor(provider.client).sdk.init(CART);
    expect(provider.client.getCause).toHaveBeenCalledWith({ trackingId: '11111111-2222-4333-8444-555555555555' });
    expect(provider.client.startTracking).toHaveBeenCalledWith({ storeId: STORE_ID });
    expect(view.trackingId).not.toBe('11111111-2222-4333-8444-555555555555');
    expect(keptTrackingId(STORE_ID)).toBe(view.trackingId);
  });
});

describe('donation SDK: segments and visibility', () => {
  it('an excluded segment (siteCode HPSF in the data layer) hides the widget and computes nothing', async () => {
    const { client } = fakeProvider();
    const view = await sdkFor(client, [{ event: 'page_view' }, { siteCode: 'HPSF' }]).sdk.init(CART);
    expect(view).toMatchObject({ status: 'hidden', visible: false, segment: { id: 'seg-staff' } });
    expect(client.getMultipleDonation).not.toHaveBeenCalled();
  });

  it('a DTC page (siteCode DTC) is in no segment and shows', async () => {
    const { client } = fakeProvider();
    const view = await sdkFor(client, [{ siteCode: 'DTC' }]).sdk.init(CART);
    expect(view).toMatchObject({ visible: true, segment: null });
  });

  it('a product shows only when its donation is above 0', async () => {
    const { client } = fakeProvider();
    const { sdk } = sdkFor(client);
    expect(await sdk.init({ kind: 'product', cmsId: 'VN-1', realPrice: 50 })).toMatchObject({ visible: true, total: 1 });
    expect(await sdk.init({ kind: 'product', cmsId: 'VN-2', realPrice: 0 })).toMatchObject({ visible: false, total: 0 });
  });

  it('the cart needs the online-purchase campaign with a total above 0, or round-up / add-on', async () => {
    const none = fakeProvider(donationStore({ activeCampaigns: [] }));
    expect((await sdkFor(none.client).sdk.init(CART)).visible).toBe(false);
    const roundUp = fakeProvider(donationStore({ activeCampaigns: [3] }));
    expect((await sdkFor(roundUp.client).sdk.init({ ...CART, lines: [] })).visible).toBe(true);
  });
});

describe('donation SDK: changes', () => {
  it('a cart change computes the donation again', async () => {
    const { client } = fakeProvider();
    const { sdk } = sdkFor(client);
    const update = vi.fn();
    sdk.on('update', update);
    await sdk.init(CART);
    const lines = [{ ...CART.lines[0], quantity: 3 }];
    await sdk.update({ kind: 'cart', lines, cartDiscount: 0 });
    expect(client.getMultipleDonation).toHaveBeenLastCalledWith(expect.objectContaining({ cmsIds: lines }));
    expect(sdk.getView().total).toBe(2.4);
    expect(update).toHaveBeenCalledWith(expect.objectContaining({ total: 2.4 }));
  });

  it('setting a cause updates the tracking record and recomputes; clearing sets none', async () => {
    const { client, records } = fakeProvider();
    const { sdk } = sdkFor(client);
    const { trackingId } = await sdk.init(CART);
    await sdk.setCause({ id: PORTFOLIO.id, name: PORTFOLIO.name, logoUrl: PORTFOLIO.logoUrl });
    expect(client.setCause).toHaveBeenCalledWith({ trackingId, causeId: PORTFOLIO.id, causeName: PORTFOLIO.name });
    expect(client.getMultipleDonation).toHaveBeenLastCalledWith(expect.objectContaining({ providedCauseId: PORTFOLIO.id }));
    expect(sdk.getView().cause).toMatchObject({ id: PORTFOLIO.id, name: PORTFOLIO.name });

    await sdk.clearCause();
    expect(client.setCause).toHaveBeenLastCalledWith({ trackingId, causeId: null, causeName: null });
    expect(records.get(trackingId as string)?.causeId).toBeNull();
    expect(sdk.getView().cause).toMatchObject({ id: SHELTER.id }); // the provider gives to the store's default
  });
});

describe('donation SDK: errors', () => {
  it('throws an SDK error with the §8 message when nobody listens', async () => {
    const { client } = fakeProvider();
    client.startTracking.mockRejectedValue(new ApiError(500, 'INTERNAL', 'boom'));
    const { sdk } = sdkFor(client);
    const failure = await sdk.init(CART).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DonationSdkError);
    expect((failure as DonationSdkError).message).toBe(DONATION_ERRORS.initSdk);
    expect(((failure as DonationSdkError).cause as Error).message).toBe('Error starting tracking');
    expect(sdk.getView().status).toBe('hidden');
  });

  it('an error listener handles it instead (nothing thrown)', async () => {
    const { client } = fakeProvider();
    const { sdk } = sdkFor(client);
    const errors: DonationSdkError[] = [];
    sdk.on('error', (error) => errors.push(error));
    await sdk.init(CART);
    client.setCause.mockRejectedValue(new ApiError(400, 'BAD_REQUEST', 'Unknown cause'));
    await expect(sdk.setCause({ id: RESCUE.id, name: RESCUE.name, logoUrl: null })).resolves.toBeUndefined();
    expect(errors.map((e) => e.message)).toEqual(['Error setting cause to tracking']);
    expect(errors[0].cause).toBeInstanceOf(ApiError);
  });

  it('offline: shows the last known cause and amount as an estimate, never an error', async () => {
    const online = fakeProvider();
    await sdkFor(online.client).sdk.init(CART);
    const down = fakeProvider();
    down.client.getStore.mockRejectedValue(offline());
    const { sdk } = sdkFor(down.client);
    sdk.on('error', () => undefined);
    const view = await sdk.init(CART);
    expect(view).toMatchObject({ visible: true, estimate: true, total: 1, cause: { id: SHELTER.id, name: SHELTER.name } });
    // a product never shown online has no estimate: nothing
    expect(await sdk.init({ kind: 'product', cmsId: 'VN-NEVER', realPrice: 10 })).toMatchObject({ visible: false, estimate: false });
  });
});
