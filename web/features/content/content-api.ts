import { z } from 'zod';
import {
  type Announcement,
  announcementSchema,
  type Footer,
  footerSchema,
  globalsSchema,
  type Header,
  headerSchema,
  type Navigation,
  navigationSchema,
} from '../../../core/entities/content';
import { apiFetch, dataEnvelope } from '../../lib/api';

/** Password-protect page content. Not in core/entities/content.ts yet, so described here. */
export const passwordProtectSchema = z.object({ title: z.string(), message: z.string() });
export type PasswordProtectContent = z.infer<typeof passwordProtectSchema>;

export type Globals = z.infer<typeof globalsSchema>;

export function fetchGlobals(fields: readonly string[], signal?: AbortSignal): Promise<Globals> {
  return apiFetch('/api/cms/v1.0/get-globals', {
    method: 'POST',
    body: { fields },
    schema: dataEnvelope(globalsSchema),
    signal,
  }).then((r) => r.data);
}

export function fetchHeader(signal?: AbortSignal): Promise<Header> {
  return apiFetch('/api/cms/v2.0/get-header', { schema: dataEnvelope(headerSchema), signal }).then((r) => r.data);
}

export function fetchFooter(signal?: AbortSignal): Promise<Footer> {
  return apiFetch('/api/cms/v1.0/get-footer', { schema: dataEnvelope(footerSchema), signal }).then((r) => r.data);
}

export function fetchNavigation(handle: string, signal?: AbortSignal): Promise<Navigation> {
  return apiFetch('/api/cms/v1.0/get-navigation', {
    method: 'POST',
    body: { handle },
    schema: dataEnvelope(navigationSchema),
    signal,
  }).then((r) => r.data);
}

export function fetchAnnouncements(signal?: AbortSignal): Promise<Announcement[]> {
  return apiFetch('/api/cms/v1.0/get-announcements', {
    method: 'POST',
    body: {},
    schema: dataEnvelope(z.array(announcementSchema)),
    signal,
  }).then((r) => r.data);
}

export function fetchPasswordProtect(signal?: AbortSignal): Promise<PasswordProtectContent> {
  return apiFetch('/api/cms/v1.0/get-password-protect', { schema: dataEnvelope(passwordProtectSchema), signal }).then(
    (r) => r.data,
  );
}
