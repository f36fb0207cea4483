import { PAGE_RELOAD_GUARD_MS } from '../../core/constants';

const LAST_RELOAD_KEY = 'page-reload-at';

/**
 * Milliseconds until a full reload may happen again: reloads are at least PAGE_RELOAD_GUARD_MS
 * apart (§9), so a reload that did not cure a failure cannot loop. Infinity without session
 * storage (the guard cannot be kept, so we never reload by ourselves).
 */
export function msUntilReloadAllowed(now = Date.now()): number {
  try {
    const last = Number(sessionStorage.getItem(LAST_RELOAD_KEY));
    if (!Number.isFinite(last)) return 0;
    return Math.max(0, last + PAGE_RELOAD_GUARD_MS - now);
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** Whether a full reload may happen now (see msUntilReloadAllowed). */
export function mayReloadPage(now = Date.now()): boolean {
  return msUntilReloadAllowed(now) === 0;
}

/** Remembers the moment of a reload the app starts itself; false when it cannot be remembered. */
function rememberReload(now: number): boolean {
  try {
    sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/** Loads `target` from the server (fresh HTML, fresh chunk names) and remembers when. */
export function reloadPageTo(target: string, now = Date.now()): void {
  if (!rememberReload(now)) return;
  // The router has usually put the target in the address bar already; assigning the same URL
  // with a #hash would only scroll, so the same URL is reloaded instead.
  const sameUrl = new URL(target, window.location.href).href === window.location.href;
  if (sameUrl) window.location.reload();
  else window.location.assign(target);
}

/** Reloads this page as soon as the guard allows (at once, or when the last reload is 10 s old). */
export function reloadPageWhenAllowed(): void {
  const wait = msUntilReloadAllowed();
  if (!Number.isFinite(wait)) return;
  setTimeout(() => {
    if (rememberReload(Date.now())) window.location.reload();
  }, wait);
}
