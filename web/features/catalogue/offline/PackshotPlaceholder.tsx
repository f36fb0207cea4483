import { Suspense, useEffect, useState } from 'react';
import type { PackshotPlaceholderProps } from './PackshotDrawing';
import { lazyWithFallback } from '../../../lib/lazy-component';

// The drawing loads when a picture fails, not with every list (the first-visit JavaScript budget). The worker precaches it,
// so it is there offline, where pictures fail most; offline before the worker has it, the picture's
// box stays an empty frame: a decoration that cannot load must not take the page down with it.
const PackshotDrawing = lazyWithFallback(() => import('./PackshotDrawing').then((m) => m.PackshotDrawing), PackshotFrame);

/** Fetches the drawing's code now: placeholders drawn after this show the drawing at once. */
export const preloadPackshotDrawing = PackshotDrawing.preload;

/**
 * What a product shows when its picture cannot be loaded: the drawn food bag of PackshotDrawing in
 * the picture's box. Until its code is there, the box is held (and named) by an empty frame.
 */
export function PackshotPlaceholder(props: PackshotPlaceholderProps) {
  return (
    <Suspense fallback={<PackshotFrame {...props} />}>
      <PackshotDrawing {...props} />
    </Suspense>
  );
}

/** The picture's box, named by its label (or hidden when the label is empty), with nothing drawn in it. */
function PackshotFrame({ label, width, height, className }: PackshotPlaceholderProps) {
  const box = { display: 'inline-block', width, height };
  return label !== '' ? (
    <span className={className} role="img" aria-label={label} style={box} />
  ) : (
    <span className={className} aria-hidden="true" style={box} />
  );
}

/**
 * Whether an image failed to load, and the onError that says so. A failure is forgotten when the
 * connection comes back, so the real picture gets another chance.
 */
export function useImageFailure(source: string): [failed: boolean, onError: () => void] {
  const [failedSource, setFailedSource] = useState<string | null>(null);
  useEffect(() => {
    if (failedSource === null) return;
    const retry = () => setFailedSource(null);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failedSource]);
  return [failedSource === source, () => setFailedSource(source)];
}
