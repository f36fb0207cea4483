/**
 * The tag manager (§7): with a container id configured (GTM_ID) its script is queued under
 * analytics, so it loads only once the shopper accepts analytics cookies and its tag is taken off
 * the page when they decline. The queue's code itself loads only when there is a container to queue.
 */
import { useEffect } from 'react';
import { useStorefrontConfig } from '../../app/storefront-config';
import { pushEvent } from '../../lib/data-layer';
import type { ConsentScript } from './script-queue';

export const TAG_MANAGER_SCRIPT_ID = 'tag-manager-script';

/** The container's script, queued under analytics; its start event goes first, as Google's own snippet does. */
export function tagManagerScript(gtmId: string): ConsentScript {
  return {
    category: 'analytics',
    src: `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`,
    id: TAG_MANAGER_SCRIPT_ID,
    removeOnDecline: true,
    beforeLoad: () => pushEvent('gtm.js', { 'gtm.start': Date.now() }),
  };
}

/** Queues the tag manager once the storefront config names a container. */
export function useTagManager(): void {
  const gtmId = useStorefrontConfig()?.analytics.gtmId;
  useEffect(() => {
    if (!gtmId) return;
    let unqueue: (() => void) | undefined;
    let stopped = false;
    void import('./consent-scripts')
      .then(({ queueConsentScript }) => {
        if (!stopped) unqueue = queueConsentScript(tagManagerScript(gtmId));
      })
      .catch((error: unknown) => console.warn('The consent script queue could not be loaded', error));
    return () => {
      stopped = true;
      unqueue?.();
    };
  }, [gtmId]);
}
