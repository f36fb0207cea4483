import { useLayoutEffect } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router-dom';

/**
 * Navigation state that keeps the scroll position where it is: a change of filters, sort, page
 * or variant redraws the same page, and the shopper stays where they were reading.
 * `navigate(href, { state: KEEP_SCROLL })` or `<Link to={…} state={KEEP_SCROLL}>`.
 */
export const KEEP_SCROLL = { keepScroll: true } as const;

const STORAGE_KEY = 'scroll-positions';
/** Positions kept for Back and Forward, newest last; older entries are dropped. */
const MAX_POSITIONS = 100;
/** How long a restore waits for a page still growing to its old height. */
const RESTORE_WAIT_MS = 3000;
/** The shopper scrolling on their own ends a restore that is still waiting. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function readPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]);
  } catch {
    return new Map();
  }
}

let positions: Map<string, number> | undefined;
let currentKey: string | undefined;

function remember(): void {
  if (!positions || currentKey === undefined) return;
  positions.delete(currentKey);
  positions.set(currentKey, window.scrollY);
  while (positions.size > MAX_POSITIONS) positions.delete(positions.keys().next().value as string);
}

function persist(): void {
  remember();
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...(positions ?? [])]));
  } catch {
    // storage full or refused: Back then starts at the top, nothing worse
  }
}

/** Ends the wait of the last restore, if it is still waiting. */
let stopRestoring = () => {};

/**
 * Scrolls to `y`; when the page is not that tall yet (its code or data still on the way, after a
 * reload say), follows its growth for a moment, until the shopper scrolls or types themselves.
 */
function restore(y: number): void {
  window.scrollTo(0, y);
  if (window.scrollY >= y - 1 || typeof ResizeObserver === 'undefined') return;
  const observer = new ResizeObserver(() => {
    window.scrollTo(0, y);
    if (window.scrollY >= y - 1) stopRestoring();
  });
  const timer = setTimeout(() => stopRestoring(), RESTORE_WAIT_MS);
  stopRestoring = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of USER_SCROLL_EVENTS) removeEventListener(type, stopRestoring);
    stopRestoring = () => {};
  };
  observer.observe(document.body);
  for (const type of USER_SCROLL_EVENTS) addEventListener(type, stopRestoring, { passive: true });
}

/**
 * The key a position is kept under. Every document's first entry has the router key 'default', so
 * that one also names its address: Back to an earlier document must not take a later one's place.
 */
const positionKey = (location: Location) => (location.key === 'default' ? `default ${location.pathname}${location.search}` : location.key);

/**
 * Whether this document's first page returns to a kept position: after a reload or Back / Forward
 * into it, yes; a typed address or a followed link opens a new page, at the top.
 */
function documentReturns(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry === undefined || entry.type !== 'navigate';
}

let firstOfDocument = true;

function scrollFor(location: Location, isPop: boolean): void {
  stopRestoring();
  const returns = isPop && (!firstOfDocument || documentReturns());
  firstOfDocument = false;
  const saved = returns ? positions?.get(positionKey(location)) : undefined;
  if (saved !== undefined) {
    restore(saved);
    return;
  }
  const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  if (target) {
    target.scrollIntoView();
    return;
  }
  if (!isPop && (location.state as { keepScroll?: boolean } | null)?.keepScroll) return;
  window.scrollTo(0, 0);
}

/**
 * Scroll positions as a reader expects them: a new page starts at the top (or at the element of
 * its #hash), Back and Forward return to where the page was left, also after a reload of the tab.
 * The position of the page on screen is noted as it scrolls (once per frame), so the note is
 * taken before the next page replaces it.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const isPop = useNavigationType() === 'POP';

  useLayoutEffect(() => {
    positions ??= readPositions();
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(remember);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey = positionKey(location);
    scrollFor(location, isPop);
  }, [location, isPop]);
}
