// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { PackshotPlaceholder } from '../../../../web/features/catalogue/offline/PackshotPlaceholder';

// Offline before the service worker has precached it, the drawing's chunk cannot be fetched.
vi.mock('../../../../web/features/catalogue/offline/PackshotDrawing', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <h1>This page is not available offline</h1> : this.props.children;
  }
}

it("keeps the picture's named box, and the page, when the drawing's code cannot be fetched", async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <PageBoundary>
      <h1>Your Cart</h1>
      <PackshotPlaceholder label="Chicken kibble" width={80} height={80} />
    </PageBoundary>,
  );
  await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('A part of the page could not be loaded', expect.anything()));
  expect(screen.getByRole('img', { name: 'Chicken kibble' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Your Cart' })).toBeTruthy();
  expect(screen.queryByText('This page is not available offline')).toBeNull();
});
