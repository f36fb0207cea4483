import { Suspense, useEffect, useState } from 'react';
import { lazyOptional } from '../../lib/lazy-component';

const LinkPrefetcher = lazyOptional(() => import('./LinkPrefetcher').then((m) => m.LinkPrefetcher));

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
    const start = () => setInteracted(true);
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
