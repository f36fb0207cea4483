import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { AddToCartProvider } from '../features/cart/AddToCartProvider';
import { followIdentity } from '../features/cart/follow-identity';
import { ConsentManager } from '../features/consent/ConsentManager';
import { PageViewReporter } from './PageViewReporter';
import { useScrollRestoration } from './scroll-restoration';
import { useDrawnInBrowser } from '../lib/use-drawn-in-browser';
import './AppShell.css';

/**
 * Root of every route. A new page starts at the top (or at the element of a #hash), Back and
 * Forward return to where the page was left; a navigation with KEEP_SCROLL stays put. The cart
 * follows sign-ins and sign-outs from here on; the cookie consent (banner, dialog, consented
 * scripts) is kept here too, for every page, standalone ones included.
 */
export function AppShell() {
  useScrollRestoration();
  useEffect(() => followIdentity(), []);
  const interactive = useDrawnInBrowser();
  return (
    // A page drawn on the server shows before its code has run: its fields and buttons stay
    // disabled until the app has taken it over, so a quantity typed or a button pressed in that
    // moment is never silently lost (the fieldset draws no box of its own).
    <fieldset className="app-shell" disabled={!interactive} role="none">
      <PageViewReporter />
      {/* first in the document: a first visit's banner then paints with the page's first paint
          instead of after the parser has worked through the whole page (it is fixed at the foot
          of the screen, so its place in the document moves nothing on it) */}
      <ConsentManager />
      <AddToCartProvider>
        <Outlet />
      </AddToCartProvider>
    </fieldset>
  );
}
