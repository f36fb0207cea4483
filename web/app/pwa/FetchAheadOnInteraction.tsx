import { Suspense, useEffect, useState } from 'react';
import { lazyOptional } from '../../lib/lazy-component';

const LinkPrefetcher = lazyOptional(() => import('./LinkPrefetcher').then((m) => m.LinkPrefetcher));

/** Marks an element that focuses itself when it appears; that focus is not an interaction. */
export const FOCUS_ON_APPEAR = 'data-focus-on-appear';

/** Events that show a shopper is on the page. */
const INTERACTION_EVENTS = ['pointerover', 'pointermove', 'pointerdown', 'focusin', 'scroll', 'wheel', 'keydown', 'touchstart'] as const;

/**
 * Fetching ahead (§9) starts at the shopper's first interaction with the page: its code is not
 * part of a visit nobody interacts with (a crawler, a Lighthouse run), which keeps it out of the
 * 130 kB JavaScript budget of /products. The link the shopper is on when it starts is caught up at once.
 */
export function FetchAheadOnInteraction() {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    const start = (event: Event) => {
      // A part of the page that takes focus itself when it appears (the consent banner) is not the
      // shopper interacting: without this a first visit nobody touched would fetch ahead.
      if (event.type === 'focusin' && event.target instanceof HTMLElement && event.target.hasAttribute(FOCUS_ON_APPEAR)) return;
      setInteracted(true);
    };
    for (const type of INTERACTION_EVENTS) addEventListener(type, start, { capture: true, passive: true });
    return () => {
      for (const type of INTERACTION_EVENTS) removeEventListener(type, start, { capture: true });
    };
  }, [interacted]);
  if (!interacted) return null;
  return (
    <Suspense fallback={null}>
      <LinkPrefetcher />
    </Suspense>
  );
}
