import { type ComponentType, createElement, lazy, useState } from 'react';

type Loader<Props> = () => Promise<ComponentType<Props>>;

/** A lazily loaded component, with a way to fetch its code before it is first drawn. */
export type LazyComponent<Props extends object> = ComponentType<Props> & {
  /** Fetches the code now; resolves once a draw would no longer wait for it (never rejects). */
  preload: () => Promise<void>;
};

/**
 * A component that draws what `choose` gives when an instance first draws, and keeps it: switching
 * to another component later would be a different element type, and React would remount the
 * subtree and lose its state.
 */
function chosenOncePerInstance<Props extends object>(choose: () => ComponentType<Props>, preload: () => Promise<void>) {
  function Chosen(props: Props) {
    const [Component] = useState(choose);
    return createElement(Component, props);
  }
  Chosen.preload = preload;
  return Chosen;
}

/**
 * A component whose code loads the first time it is drawn (inside a Suspense), from a loader that
 * names the export: `lazyComponent(() => import('./Form').then((m) => m.Form))`. A failed load
 * goes to the nearest error boundary, which offers the reload.
 *
 * Once the code is in (preloaded, or drawn before) it draws at once, without suspending: React
 * holds back the reveal of a suspended boundary for up to 300 ms after its fallback showed, so a
 * page whose code had already arrived would otherwise still appear that much later (the largest paint of a first visit).
 */
export function lazyComponent<Props extends object>(load: Loader<Props>): LazyComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const fetchCode = () => {
    loading ??= load().then((Component) => {
      loaded = Component;
      return Component;
    });
    return loading;
  };
  const Lazy = lazy(() => fetchCode().then((Component) => ({ default: Component })));
  const preload = () =>
    fetchCode().then(
      () => undefined,
      () => undefined, // the draw that needs it meets the failure, and its error boundary says so
    );
  return chosenOncePerInstance<Props>(() => loaded ?? Lazy, preload);
}

const Nothing = () => null;

/**
 * A lazily loaded component that draws `Fallback` (code already in the page) when its own code
 * cannot be fetched (offline before the worker cached it, or removed by a deploy), instead of
 * falling into an error boundary. The console says so.
 *
 * A failure is forgotten when the connection comes back: instances drawn after that fetch the code
 * again, while those already drawn keep what they drew. (Not sooner: a suspended draw is redrawn
 * from the start, and would otherwise fetch again and again while offline.)
 */
export function lazyWithFallback<Props extends object>(load: Loader<Props>, Fallback: ComponentType<Props>) {
  const attempt = (): LazyComponent<Props> =>
    lazyComponent<Props>(() =>
      load().catch((error: unknown) => {
        console.warn('A part of the page could not be loaded', error);
        globalThis.addEventListener?.('online', () => (current = attempt()), { once: true });
        return Fallback;
      }),
    );
  let current = attempt();
  return chosenOncePerInstance<Props>(
    () => current,
    () => current.preload(),
  );
}

/**
 * A lazily loaded extra of the shell (fetching ahead, the update offer): when its code cannot be
 * fetched the page goes on without it.
 */
export function lazyOptional<Props extends object>(load: Loader<Props>) {
  return lazyWithFallback<Props>(load, Nothing);
}
