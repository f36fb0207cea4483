import { useCallback, useEffect, useRef, useState } from 'react';
import { useRetryWhenBackOnline } from '../../lib/use-online';
import { loadReviewsScript } from './reviews-script';
import './reviews.css';

type LoadState = 'loading' | 'shown' | 'failed';

/**
 * Loads the reviews script from `scriptUrl` and mounts it for the product; says so plainly when
 * the script cannot be loaded (offline before it was ever cached, or the provider is down), with a
 * way to try again.
 */
export function ReviewsWidgetHost({ productId, scriptUrl }: { productId: string; scriptUrl: string }) {
  const mountPoint = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LoadState>('loading');
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useRetryWhenBackOnline(state === 'failed', retry);

  // biome-ignore lint/correctness/useExhaustiveDependencies: 'Try again' (a new attempt) loads the script afresh
  useEffect(() => {
    let mounted: { destroy(): void } | undefined;
    let cancelled = false;
    setState('loading');
    loadReviewsScript(scriptUrl).then(
      (widget) => {
        if (cancelled || !mountPoint.current) return;
        mounted = widget.mount(mountPoint.current, { productId, apiBase: '' });
        setState('shown');
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      mounted?.destroy();
    };
  }, [productId, scriptUrl, attempt]);

  return (
    <>
      {state === 'loading' && <p className="product-reviews__status">Loading reviews…</p>}
      {state === 'failed' && (
        <div className="product-reviews__status" role="alert">
          <p>Reviews cannot be shown right now: the reviews service could not be loaded. Check your connection and try again.</p>
          <button type="button" className="product-reviews__link" onClick={retry}>
            Try again
          </button>
        </div>
      )}
      <div ref={mountPoint} className="product-reviews__widget" hidden={state !== 'shown'} />
    </>
  );
}
