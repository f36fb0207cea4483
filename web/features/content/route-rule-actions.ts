/** What following a route rule does outside React: leaving the app, and saying why a rule was refused. */

/** A full page load to an allowed external target; replaces the entry, so Back skips the redirecting path. */
export function leaveApp(url: string): void {
  window.location.replace(url);
}

/** A refused rule stays visible to whoever looks at the console (§2: refused and logged). */
export function reportRefusedRule(pathname: string, target: string, reason: string): void {
  console.warn(`Route rule for ${pathname} refused (${reason}): ${target}`);
}
