import { Suspense, useRef } from 'react';
import type { Species } from '../../../core/entities/catalogue';
import { lazyOptional } from '../../lib/lazy-component';
import { useNearViewport } from '../../lib/use-near-viewport';

const PromotionBanners = lazyOptional(() => import('./PromotionBanners').then((m) => m.PromotionBanners));

/** How far below the viewport the banners start loading, so they are there when scrolled to. */
const PROMOTIONS_LOAD_MARGIN = '400px 0px';

/**
 * Where a product list's promotion banners go, under the products. They (their code and their
 * lazy call, get-promotion-banners) load when the shopper scrolls near the end of the list, so a
 * first visit of /products pays nothing for them; until then the place takes no room.
 */
export function PromotionSlot({ species }: { species?: Species }) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, PROMOTIONS_LOAD_MARGIN);
  return (
    <div ref={slot}>
      {near && (
        <Suspense fallback={null}>
          <PromotionBanners species={species} />
        </Suspense>
      )}
    </div>
  );
}
