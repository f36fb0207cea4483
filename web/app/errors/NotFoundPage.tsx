import { Suspense } from 'react';
import { PageLoading } from '../../ui/PageLoading';
import type { NotFoundPageProps } from './NotFoundView';
import { lazyComponent } from '../../lib/lazy-component';

// The 404 page's code loads when there is a 404 to show, not with every page (the first-visit JavaScript budget).
const NotFoundView = lazyComponent(() => import('./NotFoundView').then((m) => m.NotFoundView));

/** Fetches the 404 page's code ahead of its draw (a page the server answered with a 404 hydrates with it). */
export const preloadNotFoundPage = (): Promise<void> => NotFoundView.preload();

/** The 404 page of §2 (NotFoundView.tsx), for unknown paths and for pages whose subject does not exist. */
export function NotFoundPage(props: NotFoundPageProps) {
  return (
    <Suspense fallback={<PageLoading />}>
      <NotFoundView {...props} />
    </Suspense>
  );
}
