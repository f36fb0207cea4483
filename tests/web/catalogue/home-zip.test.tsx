// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { storedLocationSchema } from '../../../web/features/location/location-record';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeZipControl } from '../../../web/features/catalogue/HomeZipControl';
import {
  LEGACY_LOCATION_STORAGE_KEY,
  LOCATION_RECORD,
  loadStoredLocation,
  useLocationStore,
} from '../../../web/features/location/location-store';
import { homeZipError } from '../../../web/features/location/zip-validation';
import { readLocationCookie, writeLocationCookie } from '../../../web/features/location/location-cookie';
import { deleteRecord, readRecord } from '../../../web/lib/local-db';
import { mockCatalogueApi, requestedUrls } from './support/catalogue-api';
import { renderWithProviders } from './support/render-card';

beforeEach(async () => {
  localStorage.clear();
  useLocationStore.getState().forget();
  await deleteRecord(LOCATION_RECORD);
});

const storedRecord = () => readRecord(LOCATION_RECORD, storedLocationSchema);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Opens the form (its code loads on the first Change) and submits `zip`. */
async function enterZip(zip: string) {
  fireEvent.click(screen.getByRole('button', { name: /Change zip code/ }));
  fireEvent.change(await screen.findByRole('textbox', { name: 'Zip code' }), { target: { value: zip } });
  fireEvent.click(screen.getByRole('button', { name: 'Update' }));
}

describe('home zip', () => {
  it('starts at the default zip 80011', () => {
    mockCatalogueApi();
    renderWithProviders(<HomeZipControl />);
    expect(screen.getByText('Deliver to 80011')).toBeTruthy();
  });

  it('refuses a zip that is not five digits', async () => {
    mockCatalogueApi();
    renderWithProviders(<HomeZipControl />);
    await enterZip('123');
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a 5-digit zip code.');
    expect(screen.getByRole('textbox', { name: 'Zip code' }).getAttribute('aria-invalid')).toBe('true');
    expect(await storedRecord()).toBeUndefined();
  });

  it('refuses a zip outside the stock data ranges', async () => {
    mockCatalogueApi({ zipRanges: ['80000-80999'] });
    renderWithProviders(<HomeZipControl />);
    await enterZip('10001');
    expect((await screen.findByRole('alert')).textContent).toBe("We don't deliver to 10001 yet. Enter another zip code.");
    expect(await storedRecord()).toBeUndefined();
  });

  it("stores a valid zip as 'zip::HOME' and shows it", async () => {
    const fetchMock = mockCatalogueApi({ zipRanges: ['80000-80999', '501-999'] });
    renderWithProviders(<HomeZipControl />);
    await enterZip('00600');
    await waitFor(async () => expect(await storedRecord()).toBe('00600::HOME'));
    expect(screen.getByText('Deliver to 00600')).toBeTruthy();
    const call = requestedUrls(fetchMock).find((u) => u.pathname === '/api/get-stock-object')!;
    expect(call.searchParams.get('destination')).toBe('HOME');
  });

  it("staff feeding stores 'zip::clinic' and checks CLINIC ranges", async () => {
    const fetchMock = mockCatalogueApi({ site: 'HPSF', zipRanges: ['80000-80999'] });
    renderWithProviders(<HomeZipControl />, { siteCode: 'HPSF' });
    await enterZip('80202');
    await waitFor(async () => expect(await storedRecord()).toBe('80202::clinic'));
    const call = requestedUrls(fetchMock).find((u) => u.pathname === '/api/get-stock-object')!;
    expect(call.searchParams.get('destination')).toBe('CLINIC');
  });

  it('loads the stored zip before the first render, so the first paint shows it', async () => {
    mockCatalogueApi();
    useLocationStore.getState().setZip('80202', 'HOME');
    await waitFor(async () => expect(await storedRecord()).toBe('80202::HOME'));
    useLocationStore.setState({ stored: null });
    await loadStoredLocation();
    renderWithProviders(<HomeZipControl />);
    expect(screen.getByText('Deliver to 80202')).toBeTruthy();
  });

  it('moves a zip an earlier version kept in localStorage into IndexedDB, once', async () => {
    localStorage.setItem(LEGACY_LOCATION_STORAGE_KEY, '00601::HOME');
    await useLocationStore.getState().reload();
    expect(useLocationStore.getState().stored).toEqual({ zip: '00601', type: 'HOME' });
    expect(await storedRecord()).toBe('00601::HOME');
    expect(localStorage.getItem(LEGACY_LOCATION_STORAGE_KEY)).toBeNull();
  });

  it('keeps the zip in a cookie for the server too, follows the stored record, and a sign-out wipe removes it', async () => {
    const cookie = () => document.cookie.split(/;\s*/).find((pair) => pair.startsWith('shop_location='));
    useLocationStore.getState().setZip('80202', 'HOME');
    expect(cookie()).toBe('shop_location=80202%3A%3AHOME');
    expect(readLocationCookie()).toEqual({ zip: '80202', type: 'HOME' });
    // a zip stored before the cookie existed: the record wins and the cookie follows it
    writeLocationCookie(null);
    await loadStoredLocation();
    expect(cookie()).toBe('shop_location=80202%3A%3AHOME');
    await useLocationStore.getState().forget();
    expect(cookie()).toBeUndefined();
  });

  it('the bypass flag skips only the range check', () => {
    expect(homeZipError('10001', ['80000-80999'], true)).toBeNull();
    expect(homeZipError('1000', ['80000-80999'], true)).toBe('Enter a 5-digit zip code.');
  });
});
