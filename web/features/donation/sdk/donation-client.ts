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
    <K extends keyof Ref>(key: K, header: Record<string, string> = headers): Call<K> =>
    (input) =>
      // biome-ignore lint/suspicious/noExplicitAny: each ref is called with its own input type (Call<K>)
      callEndpoint(refs[key] as any, input as any, { headers: header }) as Promise<RefOutput<Ref[K]>>;
  return {
    startTracking: call('startTracking'),
    setCause: call('setCause'),
    getCause: call('getCause'),
    setConfirmationData: call('setConfirmationData'),
    getStore: call('getStore'),
    donationByCmsId: call('donationByCmsId'),
    getMultipleDonation: call('getMultipleDonation'),
    searchCharities: call('searchCharities'),
    searchByEins: call('searchByEins'),
    portfolioWithCharities: call('portfolioWithCharities'),
    clickStreamEvents: call('clickStreamEvents', { [CLICK_STREAM_STORE_HEADER]: storeId }),
  };
}
