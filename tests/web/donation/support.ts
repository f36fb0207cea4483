/** A fake donation provider for the SDK's tests: one store, its segments and causes, every call a spy. */
import { vi } from 'vitest';
import { SHOP_DONATION_STORE_ID } from '../../../core/donation/constants';
import type { Cause, DonationResponse, DonationStore, Segment } from '../../../core/entities/donation';
import { ApiError } from '../../../web/lib/api';
import type { DonationClient } from '../../../web/features/donation/sdk/donation-client';

/** The shop's store (the widget's checkout and order helpers read what the SDK kept under it). */
export const STORE_ID = SHOP_DONATION_STORE_ID;
export const PORTFOLIO_ID = '0123456789abcdef0123456789abcdef';

export function cause(id: string, name: string, extra: Partial<Cause> = {}): Cause {
  return {
    id,
    name,
    website: null,
    logoUrl: `/donation/logos/${id}.svg`,
    streetAddress: null,
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    description: null,
    multiplier: 1,
    categoryId: 3,
    categoryName: 'Civil Rights',
    headline: null,
    bannerImage: null,
    portfolioCharities: [],
    default: false,
    nteeFullCode: null,
    nteeMainCode: null,
    nteeSubCode: null,
    ...extra,
  };
}

export const SHELTER = cause('84-1234567', 'Front Range Animal Shelter', { default: true });
export const RESCUE = cause('84-7654321', 'Mile High Pet Rescue');
export const PORTFOLIO = cause(PORTFOLIO_ID, 'Pets in Need Fund', { portfolioCharities: [SHELTER.id, RESCUE.id] });

export const STAFF_SEGMENT: Segment = {
  id: 'seg-staff',
  isActive: true,
  name: 'Staff feeding',
  excludeSegment: true,
  frontEndPropertyName: 'siteCode',
  frontEndSource: 1,
  priorityIndex: 0,
  valueCategory: 2,
  specifiedValues: ['HPSF'],
  donationAction: 0,
};

export function donationStore(extra: Partial<DonationStore> = {}): DonationStore {
  return {
    id: STORE_ID,
    name: 'Vitalis Gives',
    activeCampaigns: [1],
    causeMultipliers: {},
    customCss: null,
    defaultCauseId: SHELTER.id,
    defaultCauseIds: [SHELTER.id],
    defaultDonation: 2,
    defaultDonationType: 0,
    featuredCauseIds: [SHELTER.id, PORTFOLIO_ID],
    isActive: true,
    isEmbeddedConfirmation: true,
    isExperienceActive: true,
    letShoppersChoose: true,
    primaryCurrency: 'USD',
    conversionRate: 1,
    addOnAmounts: [],
    searchEnabled: true,
    targetCssSelector: null,
    segments: [STAFF_SEGMENT],
    ...extra,
  };
}

/** 2% of each line's net, to the cause asked for (or the default). */
function answer(lines: { id: string; price: number; quantity: number; discount: number }[], causeId: string): DonationResponse {
  const amounts = lines.map((l) => Math.round((l.price * l.quantity - l.discount) * 2) / 100);
  const total = Math.round(amounts.reduce((s, a) => s + a, 0) * 100) / 100;
  return {
    donationRecipients: total > 0 ? [{ causeId, amount: total }] : [],
    lineItems: lines.map((l, i) => ({
      cmsId: l.id,
      donations: [amounts[i]],
      totalDonationValue: amounts[i],
      donationType: 0,
      directDonation: false,
    })),
    cartDonation: null,
    totalDonationAmount: total,
    excluded: false,
    currency: 'USD',
  };
}

export const offline = () => new ApiError(0, 'network_error', 'Failed to fetch');

export type FakeClient = { [K in keyof DonationClient]: ReturnType<typeof vi.fn> & DonationClient[K] };

/** A provider that knows `store`; tracking records live in `records`. */
export function fakeProvider(store: DonationStore = donationStore()) {
  const records = new Map<string, { trackingId: string; causeId: string | null; causeName: string | null }>();
  let next = 1;
  const causes = [SHELTER, RESCUE, PORTFOLIO];
  const client = {
    getStore: vi.fn(async () => store),
    startTracking: vi.fn(async () => {
      const trackingId = `00000000-0000-4000-8000-${String(next++).padStart(12, '0')}`;
      const record = { trackingId, causeId: null, causeName: null };
      records.set(trackingId, record);
      return record;
    }),
    getCause: vi.fn(async ({ trackingId }: { trackingId: string }) => {
      const record = records.get(trackingId);
      if (!record) throw new ApiError(404, 'NOT_FOUND', 'No tracking record of this id');
      return record;
    }),
    setCause: vi.fn(
      async ({ trackingId, causeId, causeName }: { trackingId: string; causeId: string | null; causeName?: string | null }) => {
        const record = { trackingId, causeId: causeId || null, causeName: causeName ?? null };
        records.set(trackingId, record);
        return record;
      },
    ),
    setConfirmationData: vi.fn(
      async (input: { trackingId: string; confirmationData: { totalDonationAmount: number; causes: string } }) => input,
    ),
    donationByCmsId: vi.fn(async (input: { cmsId: string; realPrice: number; providedCauseId?: string | null }) =>
      answer([{ id: input.cmsId, price: input.realPrice, quantity: 1, discount: 0 }], input.providedCauseId ?? store.defaultCauseId ?? ''),
    ),
    getMultipleDonation: vi.fn(
      async (input: { cmsIds: { id: string; price: number; quantity: number; discount: number }[]; providedCauseId?: string | null }) =>
        answer(input.cmsIds, input.providedCauseId ?? store.defaultCauseId ?? ''),
    ),
    searchCharities: vi.fn(async () => ({ charities: [RESCUE], total: 1, skip: 0, take: 25 })),
    searchByEins: vi.fn(async ({ eins }: { eins: string[] }) => ({ charities: causes.filter((c) => eins.includes(c.id)) })),
    portfolioWithCharities: vi.fn(async ({ id }: { id: string }) => ({
      portfolio: PORTFOLIO,
      charities: id === PORTFOLIO_ID ? [SHELTER, RESCUE] : [],
    })),
    clickStreamEvents: vi.fn(async () => ({ accepted: true as const })),
  };
  return { client: client as unknown as FakeClient, records };
}

/** The page's values the segments read, with `dataLayer` entries. */
export const pageWith =
  (dataLayer: Record<string, unknown>[] = [], win: Record<string, unknown> = {}, scriptUrl = 'http://shop.test/sdk.js') =>
  () => ({
    window: win,
    dataLayer,
    scriptUrl,
  });

export const CART = {
  kind: 'cart' as const,
  lines: [
    { id: 'VN-DOG-ADULT-15LB', price: 40, quantity: 1, discount: 0 },
    { id: 'VN-CAT-KITTEN-3OZ', price: 2.5, quantity: 4, discount: 0 },
  ],
  cartDiscount: 0,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The provider behind fetch (a stubbed global fetch): each donation path answered by the fake provider's call of that name. */
export function serveProvider(provider: ReturnType<typeof fakeProvider>) {
  const calls: { path: string; method: string; headers: Record<string, string>; body: unknown }[] = [];
  const routes: [RegExp, keyof typeof provider.client][] = [
    [/\/stores\/cc-small\/none$/, 'getStore'],
    [/\/tracking\/?$/, 'startTracking'],
    [/\/tracking\/[^/]+\/cause$/, 'getCause'],
    [/\/tracking\/[^/]+\/set-cause$/, 'setCause'],
    [/\/products\/get-multiple-donation$/, 'getMultipleDonation'],
    [/\/products\/donation-by-cms-id$/, 'donationByCmsId'],
    [/\/charities\/search$/, 'searchCharities'],
    [/\/charities\/search-by-eins$/, 'searchByEins'],
    [/\/portfolios\/cc-query-with-charities$/, 'portfolioWithCharities'],
    [/\/click-stream\/events$/, 'clickStreamEvents'],
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://shop.test');
      // a read's lists come as JSON (core/contract/query-string.ts); the rest as the text sent
      const query = Object.fromEntries([...url.searchParams].map(([k, v]) => [k, /^[[{]/.test(v) ? JSON.parse(v) : v]));
      const body = init?.body ? JSON.parse(String(init.body)) : query;
      calls.push({ path: url.pathname, method: init?.method ?? 'GET', headers: (init?.headers ?? {}) as Record<string, string>, body });
      const route = routes.find(([pattern]) => pattern.test(url.pathname));
      if (!route) return json({ error: { code: 'NOT_FOUND', message: 'no route' } }, 404);
      const trackingId = /\/tracking\/([^/]+)\//.exec(url.pathname)?.[1];
      const input_ = { ...body, ...(trackingId ? { trackingId } : {}) };
      try {
        // biome-ignore lint/suspicious/noExplicitAny: the fake provider's calls take their contract inputs
        return json(await (provider.client[route[1]] as any)(input_));
      } catch (error) {
        const status = error instanceof ApiError ? error.status : 500;
        return json({ error: { code: 'REFUSED', message: String(error) } }, status);
      }
    }),
  );
  return calls;
}
