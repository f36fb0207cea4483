// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { HomeZipControl } from '../../../web/features/catalogue/HomeZipControl';
import { mockCatalogueApi } from './support/catalogue-api';
import { renderWithProviders } from './support/render-card';

// Offline before the service worker has precached it, the form's chunk cannot be fetched.
vi.mock('../../../web/features/catalogue/HomeZipForm', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it("says the zip cannot change without a connection, and keeps the page, when the form's code cannot be fetched", async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  mockCatalogueApi();
  renderWithProviders(
    <main>
      <h1>Dog food</h1>
      <HomeZipControl />
    </main>,
  );
  fireEvent.click(screen.getByRole('button', { name: /Change zip code/ }));

  expect((await screen.findByRole('alert')).textContent).toBe('Deliver to 80011. Changing the zip code needs a connection. OK');
  expect(warn).toHaveBeenCalledWith('A part of the page could not be loaded', expect.anything());
  expect(screen.getByRole('heading', { name: 'Dog food' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(screen.getByText('Deliver to 80011')).toBeTruthy();
  expect(screen.getByRole('button', { name: /Change zip code/ })).toBeTruthy();
});
