/**
 * Runs `work` when the browser is next idle (at most `timeoutMs` later), so it never competes with
 * the first screen's own work; returns the cancel.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}

/**
 * Runs `work` once the first screen has settled: after the document's load event, when the browser
 * is next idle (at most `timeoutMs` later). Returns the cancel.
 */
export function afterLoadAndIdle(work: () => void, timeoutMs = 3000): () => void {
  if (typeof document === 'undefined' || document.readyState === 'complete') return whenIdle(work, timeoutMs);
  let cancelIdle: (() => void) | undefined;
  const onLoad = () => {
    cancelIdle = whenIdle(work, timeoutMs);
  };
  addEventListener('load', onLoad, { once: true });
  return () => {
    removeEventListener('load', onLoad);
    cancelIdle?.();
  };
}
