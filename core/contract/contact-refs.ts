/**
 * Zod-free references to the contact form's endpoints, for the contact page only (see refs.ts):
 * the page's chunk carries them, a first visit of any other page does not.
 */
import type * as contact from './contact';
import { endpointRef } from './define';

/** The storefront's contact form, read by GET so the service worker and a CDN can cache it. */
export const getContact = endpointRef<typeof contact.getContact>('/api/cms/v1.0/get-contact', 'GET');
/** Sends a message; the page queues it in the outbox under this path (web/features/contact). */
export const sendContactUs = endpointRef<typeof contact.sendContactUs>('/api/send-contact-us', 'POST');
