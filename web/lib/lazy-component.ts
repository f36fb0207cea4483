import { type ComponentType, lazy } from 'react';

type Loader<Props> = () => Promise<ComponentType<Props>>;

/**
 * A component whose code loads the first time it is drawn (inside a Suspense), from a loader that
 * names the export: `lazyComponent(() => import('./Form').then((m) => m.Form))`. A failed load
 * goes to the nearest error boundary, which offers the reload.
 */
export function lazyComponent<Props extends object>(load: Loader<Props>) {
  return lazy(() => load().then((Component) => ({ default: Component })));
}

const Nothing = () => null;

/**
 * A lazily loaded extra of the shell (fetching ahead, the update offer): when its code cannot be
 * fetched (offline before the worker cached it, or removed by a deploy) the page goes on without
 * it instead of falling into an error boundary.
 */
export function lazyOptional<Props extends object>(load: Loader<Props>) {
  return lazyComponent<Props>(() =>
    load().catch((error: unknown) => {
      console.warn('An optional part of the page could not be loaded', error);
      return Nothing as ComponentType<Props>;
    }),
  );
}
