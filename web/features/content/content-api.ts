import type { z } from 'zod';
import type {
  Announcement,
  Footer,
  globalsSchema,
  Header,
  Navigation,
  passwordProtectSchema,
} from '../../../core/entities/content';
import { apiFetch } from '../../lib/api';

// Answers are typed from core/entities/content and not parsed again in the browser (the server
// parses its stored content with these schemas): the layout, on every page, then loads no zod.

/** Password-protect page content (core/entities/content.ts). */
export type PasswordProtectContent = z.infer<typeof passwordProtectSchema>;

export type Globals = z.infer<typeof globalsSchema>;

export function fetchGlobals(fields: readonly string[], signal?: AbortSignal): Promise<Globals> {
  return apiFetch<{ data: Globals }>('/api/cms/v1.0/get-globals', {
    method: 'POST',
    body: { fields },
    signal,
  }).then((r) => r.data);
}

export function fetchHeader(signal?: AbortSignal): Promise<Header> {
  return apiFetch<{ data: Header }>('/api/cms/v2.0/get-header', { signal }).then((r) => r.data);
}

export function fetchFooter(signal?: AbortSignal): Promise<Footer> {
  return apiFetch<{ data: Footer }>('/api/cms/v1.0/get-footer', { signal }).then((r) => r.data);
}

export function fetchNavigation(handle: string, signal?: AbortSignal): Promise<Navigation> {
  return apiFetch<{ data: Navigation }>('/api/cms/v1.0/get-navigation', {
    method: 'POST',
    body: { handle },
    signal,
  }).then((r) => r.data);
}

export function fetchAnnouncements(signal?: AbortSignal): Promise<Announcement[]> {
  return apiFetch<{ data: Announcement[] }>('/api/cms/v1.0/get-announcements', {
    method: 'POST',
    body: {},
    signal,
  }).then((r) => r.data);
}

export function fetchPasswordProtect(signal?: AbortSignal): Promise<PasswordProtectContent> {
  return apiFetch<{ data: PasswordProtectContent }>('/api/cms/v1.0/get-password-protect', { signal }).then((r) => r.data);
}
