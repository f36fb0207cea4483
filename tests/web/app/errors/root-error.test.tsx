// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockContentApi } from '../../support/content-api';
import { installAppTestHooks, renderApp } from '../../support/render-app';

// The layout itself fails: nothing around the page can be trusted any more.
vi.mock('../../../../web/app/layout/DefaultLayout', () => ({
  DefaultLayout(): never {
    throw new Error('layout failed');
  },
}));

installAppTestHooks();

describe('fatal root error', () => {
  it('shows the standalone error page with a reload button', async () => {
    mockContentApi();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
