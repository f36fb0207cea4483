// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../web/app/AppProviders';
import { mockContentApi } from '../../support/content-api';
import { installAppTestHooks, renderApp } from '../../support/render-app';

// Pages that fail in the ways §8 names: a page that throws while rendering, and one whose chunk is gone.
vi.mock('../../../../web/app/pages', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../web/app/pages')>();
  const { PAGES } = original;
  return {
    ...original,
    PAGES: {
      ...PAGES,
      home: async () =>
        function BrokenHome(): never {
          throw new Error('render failed');
        },
      maintenance: () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/MaintenancePage-1a2b.js')),
    },
  };
});

function Crash(): never {
  throw new Error('provider failed');
}

installAppTestHooks();
beforeEach(() => {
  mockContentApi();
  // React and jsdom report the errors these tests provoke; keep the output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('error page', () => {
  it('replaces a page that failed to render, keeping the layout, and offers a reload', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back To Homepage' }).getAttribute('href')).toBe('/');
  });

  it('catches errors outside the router too', () => {
    render(
      <AppProviders siteCode="DTC" queryClient={new QueryClient()}>
        <Crash />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
  });
});

describe('lazy chunk load failure', () => {
  it('reloads the target route from the server and remembers when', async () => {
    renderApp('/maintenance');
    await waitFor(() => expect(Number(sessionStorage.getItem('page-reload-at'))).toBeGreaterThan(Date.now() - 5_000));
    // While the browser loads the page afresh the visitor sees progress, not an error.
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('shows the error page instead of reloading again within 10 seconds', async () => {
    sessionStorage.setItem('page-reload-at', String(Date.now() - 3_000));
    renderApp('/maintenance');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
  });
});
