/**
 * Zod-free references to the donation provider's endpoints, for the donation widget's chunk only
 * (see refs.ts). Call them with the x-store-id header (DONATION_STORE_HEADER; click-stream events:
 * CLICK_STREAM_STORE_HEADER) in callEndpoint's `headers`; a `:trackingId` is filled from the input.
 */
import { endpointRef } from './define';
import type * as donation from './donation';

export const startTracking = endpointRef<typeof donation.startTracking>('/api/donation/tracking', 'POST');
export const setCause = endpointRef<typeof donation.setCause>('/api/donation/tracking/:trackingId/set-cause', 'PUT');
export const getCause = endpointRef<typeof donation.getCause>('/api/donation/tracking/:trackingId/cause', 'GET');
export const addIntegrationInfo = endpointRef<typeof donation.addIntegrationInfo>(
  '/api/donation/tracking/:trackingId/add-integration-info',
  'PUT',
);
export const setConfirmationData = endpointRef<typeof donation.setConfirmationData>(
  '/api/donation/tracking/:trackingId/set-confirmation-data',
  'PUT',
);
export const getStore = endpointRef<typeof donation.getStore>('/api/donation/stores/cc-small/none', 'GET');
export const donationByCmsId = endpointRef<typeof donation.donationByCmsId>('/api/donation/products/donation-by-cms-id', 'GET');
export const getMultipleDonation = endpointRef<typeof donation.getMultipleDonation>('/api/donation/products/get-multiple-donation', 'POST');
export const searchCharities = endpointRef<typeof donation.searchCharities>('/api/donation/charities/search', 'GET');
export const searchByEins = endpointRef<typeof donation.searchByEins>('/api/donation/charities/search-by-eins', 'GET');
export const portfolioWithCharities = endpointRef<typeof donation.portfolioWithCharities>(
  '/api/donation/portfolios/cc-query-with-charities',
  'GET',
);
export const clickStreamEvents = endpointRef<typeof donation.clickStreamEvents>('/api/donation/click-stream/events', 'POST');
