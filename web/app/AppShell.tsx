import { AddToCartProvider } from '../features/cart/AddToCartProvider';
import { Outlet } from 'react-router-dom';
import { PageViewReporter } from './PageViewReporter';
import { useScrollRestoration } from './scroll-restoration';

/**
 * Root of every route. A new page starts at the top (or at the element of a #hash), Back and
 * Forward return to where the page was left; a navigation with KEEP_SCROLL stays put.
 */
export function AppShell() {
  useScrollRestoration();
  return (
    <>
      <PageViewReporter />
      <AddToCartProvider>
        <Outlet />
      </AddToCartProvider>
    </>
  );
}
