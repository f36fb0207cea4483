// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyOptional } from '../../../web/lib/lazy-component';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('lazyOptional', () => {
  it('draws the component once its code has loaded', async () => {
    const Extra = lazyOptional(async () => ({ label }: { label: string }) => <p>{label}</p>);
    render(
      <Suspense fallback={null}>
        <Extra label="loaded" />
      </Suspense>,
    );
    expect(await screen.findByText('loaded')).toBeTruthy();
  });

  it('draws nothing, and says why in the console, when its code cannot be fetched', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Extra = lazyOptional<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const { container } = render(
      <main>
        <p>page</p>
        <Suspense fallback={null}>
          <Extra />
        </Suspense>
      </main>,
    );
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('An optional part of the page could not be loaded', expect.any(TypeError)));
    expect(container.querySelector('main')?.innerHTML).toBe('<p>page</p>');
  });
});
