import { NO_PREFETCH_CONNECTIONS } from '../../core/constants';

/** The members of the Network Information API that decide prefetching (Chromium; absent elsewhere). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** How long the pointer rests on a link before its page is fetched ahead (a pass-over fetches nothing). */
export const HOVER_INTENT_MS = 65;

const currentConnection = (): ConnectionHints | undefined =>
  (globalThis.navigator as (Navigator & { connection?: ConnectionHints }) | undefined)?.connection;

/**
 * Whether fetching ahead is welcome (§9): never with Save-Data on, on slow-2g or 2g, or offline.
 * Browsers without the Network Information API get prefetching.
 */
export function prefetchAllowed(
  connection: ConnectionHints | undefined = currentConnection(),
  online = globalThis.navigator?.onLine ?? true,
): boolean {
  if (!online) return false;
  if (connection?.saveData) return false;
  return !(NO_PREFETCH_CONNECTIONS as readonly string[]).includes(connection?.effectiveType ?? '');
}

/** The same-origin app path an anchor leads to, or undefined for other origins, downloads and new tabs' targets. */
export function prefetchablePath(anchor: HTMLAnchorElement, origin = window.location.origin): string | undefined {
  if (anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return undefined;
  let url: URL;
  try {
    url = new URL(anchor.href, origin);
  } catch {
    return undefined;
  }
  return url.origin === origin ? url.pathname + url.search : undefined;
}

const closestAnchor = (target: EventTarget | null): HTMLAnchorElement | null =>
  target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;

/**
 * Calls `onIntent` when the shopper shows they are about to open a link: the pointer rests on
 * it, keyboard focus reaches it, or a finger touches it. One listener per event on the document.
 */
export function listenForLinkIntent(doc: Document, onIntent: (anchor: HTMLAnchorElement) => void): () => void {
  let hoverTimer: ReturnType<typeof setTimeout> | undefined;
  const onPointerOver = (event: Event) => {
    const anchor = closestAnchor(event.target);
    clearTimeout(hoverTimer);
    if (anchor) hoverTimer = setTimeout(() => onIntent(anchor), HOVER_INTENT_MS);
  };
  const onImmediate = (event: Event) => {
    const anchor = closestAnchor(event.target);
    if (anchor) onIntent(anchor);
  };
  doc.addEventListener('pointerover', onPointerOver, { passive: true });
  doc.addEventListener('focusin', onImmediate);
  doc.addEventListener('touchstart', onImmediate, { passive: true });
  return () => {
    clearTimeout(hoverTimer);
    doc.removeEventListener('pointerover', onPointerOver);
    doc.removeEventListener('focusin', onImmediate);
    doc.removeEventListener('touchstart', onImmediate);
  };
}

/** Calls `onVisible` once for each link of `root` that scrolls into view; returns the stop function. */
export function observeLinksInViewport(root: ParentNode, onVisible: (anchor: HTMLAnchorElement) => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      onVisible(entry.target as HTMLAnchorElement);
    }
  });
  for (const anchor of root.querySelectorAll<HTMLAnchorElement>('a[href]')) observer.observe(anchor);
  return () => observer.disconnect();
}

/**
 * Runs each key's work at most once while it succeeds, and only when prefetching is allowed at
 * that moment (the connection may change while the page is open). Failures are forgotten, so a
 * later intent tries again; prefetching never reports an error to the shopper.
 */
export function createPrefetchQueue(allowed: () => boolean = prefetchAllowed) {
  const done = new Set<string>();
  return (key: string, work: () => Promise<unknown> | unknown): void => {
    if (done.has(key) || !allowed()) return;
    done.add(key);
    Promise.resolve()
      .then(work)
      .catch(() => done.delete(key));
  };
}
