// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { type ReactElement, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent, lazyOptional, lazyWithFallback } from '../../../web/lib/lazy-component';

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
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('A part of the page could not be loaded', expect.any(TypeError)));
    expect(container.querySelector('main')?.innerHTML).toBe('<p>page</p>');
  });
});

describe('lazyWithFallback', () => {
  it('draws the fallback with the same props, and says what was lost, when its code cannot be fetched', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const Guard = lazyWithFallback<{ seconds: number }>(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      ({ seconds }) => <p>fallback for {seconds} s</p>,
    );
    render(
      <Suspense fallback={null}>
        <Guard seconds={900} />
      </Suspense>,
    );
    expect(await screen.findByText('fallback for 900 s')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('A part of the page could not be loaded', expect.any(TypeError));
  });
  it('fetches the code again for the next instance once the connection is back, and the earlier one keeps its fallback', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<(props: { id: string }) => ReactElement>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(({ id }) => <p>form {id}</p>);
    const Form = lazyWithFallback(load, ({ id }) => <p>fallback {id}</p>);
    const { rerender } = render(
      <Suspense fallback={null}>
        <Form key="first" id="first" />
      </Suspense>,
    );
    expect(await screen.findByText('fallback first')).toBeTruthy();
    window.dispatchEvent(new Event('online'));
    rerender(
      <Suspense fallback={null}>
        <Form key="first" id="first" />
        <Form key="second" id="second" />
      </Suspense>,
    );
    expect(await screen.findByText('form second')).toBeTruthy();
    expect(screen.getByText('fallback first')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyComponent', () => {
  it('draws at once, without its Suspense fallback, once its code has been preloaded', async () => {
    const Page = lazyComponent(async () => ({ label }: { label: string }) => <p>{label}</p>);
    await Page.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page label="drawn" />
      </Suspense>,
    );
    // Synchronously: no fallback commit, so React holds nothing back before showing the page.
    expect(screen.getByText('drawn')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends until its code arrives when it was not preloaded, and fetches it once', async () => {
    const load = vi.fn(async () => () => <p>late</p>);
    const Page = lazyComponent(load);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findAllByText('late')).toHaveLength(2);
    await Page.preload();
    expect(load).toHaveBeenCalledOnce();
  });

  it('preload never rejects: the draw that needs the code meets the failure', async () => {
    const Page = lazyComponent<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(Page.preload()).resolves.toBeUndefined();
  });
});
