/**
 * The donation provider's calls (§7) through the shop's one API client, each with the store id in
 * its header (x-store-id; click-stream events: store-id). The SDK takes this as an interface, so
 * tests give a fake provider.
 */
import type { RefInput, RefOutput } from '../../../../core/contract/define';
import * as refs from '../../../../core/contract/donation-refs';
import { CLICK_STREAM_STORE_HEADER, DONATION_STORE_HEADER } from '../../../../core/contract/paths';
import { callEndpoint } from '../../../lib/api';

type Ref = typeof refs;
type Call<K extends keyof Ref> = (input: RefInput<Ref[K]>) => Promise<RefOutput<Ref[K]>>;

export interface DonationClient {
  startTracking: Call<'startTracking'>;
  setCause: Call<'setCause'>;
  getCause: Call<'getCause'>;
  setConfirmationData: Call<'setConfirmationData'>;
  getStore: Call<'getStore'>;
  donationByCmsId: Call<'donationByCmsId'>;
  getMultipleDonation: Call<'getMultipleDonation'>;
  searchCharities: Call<'searchCharities'>;
  searchByEins: Call<'searchByEins'>;
  portfolioWithCharities: Call<'portfolioWithCharities'>;
  clickStreamEvents: Call<'clickStreamEvents'>;
}

/** The provider's calls for `storeId`. */
export function createDonationClient(storeId: string): DonationClient {
  const headers = { [DONATION_STORE_HEADER]: storeId };
  const call =
    <R extends Ref[keyof Ref]>(ref: R, header: Record<string, string> = headers) =>
    (input: RefInput<R>): Promise<RefOutput<R>> =>
      // biome-ignore lint/suspicious/noExplicitAny: each ref is called with its own input type (RefInput<R>)
      callEndpoint(ref as any, input as any, { headers: header }) as Promise<RefOutput<R>>;
  return {
    startTracking: call(refs.startTracking),
    setCause: call(refs.setCause),
    getCause: call(refs.getCause),
    setConfirmationData: call(refs.setConfirmationData),
    getStore: call(refs.getStore),
    donationByCmsId: call(refs.donationByCmsId),
    getMultipleDonation: call(refs.getMultipleDonation),
    searchCharities: call(refs.searchCharities),
    searchByEins: call(refs.searchByEins),
    portfolioWithCharities: call(refs.portfolioWithCharities),
    clickStreamEvents: call(refs.clickStreamEvents, { [CLICK_STREAM_STORE_HEADER]: storeId }),
  };
}
