import { PAGE_RELOAD_GUARD_MS } from '../../../core/constants';

const LAST_RELOAD_KEY = 'page-reload-at';

/**
 * True for the error a browser raises when a lazily loaded chunk cannot be fetched — typically
 * because a new deploy removed the old hashed files, or the connection dropped mid-navigation.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

/**
 * Whether a full reload may happen now. A reload that did not cure the failure must not loop,
 * so reloads are at least PAGE_RELOAD_GUARD_MS apart (§9); without session storage we never reload.
 */
export function mayReloadPage(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(LAST_RELOAD_KEY));
    return !Number.isFinite(last) || now - last >= PAGE_RELOAD_GUARD_MS;
  } catch {
    return false;
  }
}

/** Loads `target` from the server (fresh HTML, fresh chunk names) and remembers when. */
export function reloadPageTo(target: string, now = Date.now()): void {
  try {
    sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
  } catch {
    return;
  }
  window.location.assign(target);
}
