/**
 * The page before the current one, for the post-login target of §2 ('the previous page, if not
 * the login page'). Every navigation attempt counts, also one the access rules turned away, so a
 * visitor sent from an account page to the login page comes back to that account page.
 */
let current: string | null = null;
let previous: string | null = null;

/** Records a visit (path with query); a repeat of the current page changes nothing. */
export function recordVisit(path: string): void {
  if (path === current) return;
  previous = current;
  current = path;
}

/** The page visited before the current one, or null on the first page of the visit. */
export function previousPath(): string | null {
  return previous;
}

/** Whether the browser history has an entry of this app to go back to. */
export function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** Whether the visitor arrived from another page of this shop by a full page load. */
export function cameFromThisShop(): boolean {
  if (!document.referrer) return false;
  try {
    const from = new URL(document.referrer);
    return from.origin === window.location.origin && from.pathname !== window.location.pathname;
  } catch {
    return false;
  }
}
