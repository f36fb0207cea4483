// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeZipControl } from '../../../web/features/location/HomeZipControl';
import { LOCATION_STORAGE_KEY, useLocationStore } from '../../../web/features/location/location-store';
import { homeZipError } from '../../../web/features/location/zip-validation';
import { mockCatalogueApi, requestedUrls } from './support/catalogue-api';
import { renderWithProviders } from './support/render-card';

beforeEach(() => {
  localStorage.clear();
  useLocationStore.getState().reload();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function enterZip(zip: string) {
  fireEvent.click(screen.getByRole('button', { name: /Change zip code/ }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Zip code' }), { target: { value: zip } });
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
    enterZip('123');
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a 5-digit zip code.');
    expect(screen.getByRole('textbox', { name: 'Zip code' }).getAttribute('aria-invalid')).toBe('true');
    expect(localStorage.getItem(LOCATION_STORAGE_KEY)).toBeNull();
  });

  it('refuses a zip outside the stock data ranges', async () => {
    mockCatalogueApi({ zipRanges: ['80000-80999'] });
    renderWithProviders(<HomeZipControl />);
    enterZip('10001');
    expect((await screen.findByRole('alert')).textContent).toBe("We don't deliver to 10001 yet. Enter another zip code.");
    expect(localStorage.getItem(LOCATION_STORAGE_KEY)).toBeNull();
  });

  it("stores a valid zip as 'zip::HOME' and shows it", async () => {
    const fetchMock = mockCatalogueApi({ zipRanges: ['80000-80999', '501-999'] });
    renderWithProviders(<HomeZipControl />);
    enterZip('00600');
    await waitFor(() => expect(localStorage.getItem(LOCATION_STORAGE_KEY)).toBe('00600::HOME'));
    expect(screen.getByText('Deliver to 00600')).toBeTruthy();
    const call = requestedUrls(fetchMock).find((u) => u.pathname === '/api/get-stock-object')!;
    expect(call.searchParams.get('destination')).toBe('HOME');
  });

  it("staff feeding stores 'zip::clinic' and checks CLINIC ranges", async () => {
    const fetchMock = mockCatalogueApi({ site: 'HPSF', zipRanges: ['80000-80999'] });
    renderWithProviders(<HomeZipControl />, { siteCode: 'HPSF' });
    enterZip('80202');
    await waitFor(() => expect(localStorage.getItem(LOCATION_STORAGE_KEY)).toBe('80202::clinic'));
    const call = requestedUrls(fetchMock).find((u) => u.pathname === '/api/get-stock-object')!;
    expect(call.searchParams.get('destination')).toBe('CLINIC');
  });

  it('the bypass flag skips only the range check', () => {
    expect(homeZipError('10001', ['80000-80999'], true)).toBeNull();
    expect(homeZipError('1000', ['80000-80999'], true)).toBe('Enter a 5-digit zip code.');
  });
});
