import { type ComponentType, lazy } from 'react';

const Nothing = () => null;

/**
 * A lazily loaded extra of the shell (fetching ahead, the update offer): when its code cannot be
 * fetched (offline before the worker cached it, or removed by a deploy) the page goes on without
 * it instead of falling into an error boundary.
 */
export function lazyOptional<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() =>
    load().then(
      (Component) => ({ default: Component }),
      (error: unknown) => {
        console.warn('An optional part of the page could not be loaded', error);
        return { default: Nothing as ComponentType<Props> };
      },
    ),
  );
}
