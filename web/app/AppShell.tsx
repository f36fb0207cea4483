import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { PageViewReporter } from './PageViewReporter';
import { AddToCartProvider } from '../features/cart/AddToCartProvider';

/**
 * Root of every route. ScrollRestoration puts a new page at the top, scrolls to the element of a
 * #hash, and restores the position on back/forward; a link opts out with `preventScrollReset`.
 */
export function AppShell() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && <div className="route-progress" role="progressbar" aria-label="Loading page" />}
      <ScrollRestoration />
      <PageViewReporter />
      <AddToCartProvider>
        <Outlet />
      </AddToCartProvider>
    </>
  );
}
