/**
 * Content calls of the web app. Answers are typed from the contract (core/contract/content) and not
 * parsed again in the browser (the server parses its stored content with the same schemas): the
 * layout, on every page, then loads no zod.
 */
import type { RefOutput } from '../../../core/contract/define';
import { getAnnouncements, getFooter, getGlobals, getHeader, getNavigation, getPasswordProtect } from '../../../core/contract/refs';
import { callEndpoint } from '../../lib/api';

/** Password-protect page content. */
export type PasswordProtectContent = RefOutput<typeof getPasswordProtect>['data'];
export type Globals = RefOutput<typeof getGlobals>['data'];

export function fetchGlobals(fields: readonly string[], signal?: AbortSignal): Promise<Globals> {
  return callEndpoint(getGlobals, { fields: [...fields] }, { signal }).then((r) => r.data);
}

export function fetchHeader(signal?: AbortSignal) {
  return callEndpoint(getHeader, {}, { signal }).then((r) => r.data);
}

export function fetchFooter(signal?: AbortSignal) {
  return callEndpoint(getFooter, {}, { signal }).then((r) => r.data);
}

export function fetchNavigation(handle: string, signal?: AbortSignal) {
  return callEndpoint(getNavigation, { handle }, { signal }).then((r) => r.data);
}

export function fetchAnnouncements(signal?: AbortSignal) {
  return callEndpoint(getAnnouncements, {}, { signal }).then((r) => r.data);
}

export function fetchPasswordProtect(signal?: AbortSignal): Promise<PasswordProtectContent> {
  return callEndpoint(getPasswordProtect, {}, { signal }).then((r) => r.data);
}
