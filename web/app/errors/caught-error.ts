/**
 * What a page makes of an error it caught, before sending it (loaded with the sender, never part
 * of a first visit). A page reports one error once (the same message and first stack line again
 * is not sent again) and at most MAX_REPORTS_PER_PAGE in all, so an error thrown in a loop (a
 * render, a timer) cannot flood the shop's endpoint, Sentry or the device's storage.
 */
import type { ClientErrorKind } from '../../../core/analytics/client-errors';
import { readPageBuildId } from '../pwa/build-meta';

export const MAX_REPORTS_PER_PAGE = 10;

/** Where and when the error was caught, noted at once (the sender loads later). */
export interface CatchContext {
  route: string;
  requestId: string | null;
  occurredAt: string;
}

/** A report as the page makes it, before the sender cuts it to the endpoint's lengths. */
export interface CaughtError extends CatchContext {
  id: string;
  kind: ClientErrorKind;
  message: string;
  stack: string | null;
  componentStack: string | null;
  buildId: string;
}

const seen = new Set<string>();
let reported = 0;

/** The message and stack of anything thrown (an Error, a string, an object, undefined). */
export function describeThrown(thrown: unknown): { message: string; stack: string | null } {
  if (thrown instanceof Error) return { message: `${thrown.name}: ${thrown.message}`, stack: thrown.stack ?? null };
  if (typeof thrown === 'string') return { message: thrown || 'Empty error', stack: null };
  try {
    return { message: JSON.stringify(thrown) ?? String(thrown), stack: null };
  } catch {
    return { message: String(thrown), stack: null };
  }
}

/** The page's report of `thrown`, or null when this page reported it (or enough) already. */
export function catchError(
  thrown: unknown,
  kind: ClientErrorKind,
  componentStack: string | null,
  context: CatchContext,
): CaughtError | null {
  const { message, stack } = describeThrown(thrown);
  const firstFrame = stack?.split('\n').find((line) => line.trim().startsWith('at ')) ?? '';
  const key = `${kind}|${message}|${firstFrame}`;
  if (seen.has(key) || reported >= MAX_REPORTS_PER_PAGE) return null;
  seen.add(key);
  reported++;
  return { id: crypto.randomUUID(), kind, message, stack, componentStack, buildId: readPageBuildId(), ...context };
}

/** Forgets what this page reported (tests). */
export function resetCaughtErrorsForTests(): void {
  seen.clear();
  reported = 0;
}
