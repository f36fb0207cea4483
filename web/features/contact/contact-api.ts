/**
 * The contact form's calls. The form is read by GET (cacheable; kept in the persisted query cache
 * so it opens offline after one visit). A message normally leaves through the outbox
 * (contact-outbox.ts); it is sent directly only where the device cannot keep it.
 */
import type { ContactValues } from '../../../core/contact/rules';
import type { RefOutput } from '../../../core/contract/define';
import { getContact, sendContactUs } from '../../../core/contract/contact-refs';
import { callEndpoint } from '../../lib/api';

/** The storefront's contact form (get-contact). */
export type ContactFormContent = RefOutput<typeof getContact>['data'];

export function fetchContactForm(signal?: AbortSignal): Promise<ContactFormContent> {
  return callEndpoint(getContact, {}, { signal }).then((answer) => answer.data);
}

/** Sends a message now under `idempotencyKey` (a device that cannot queue it). */
export function sendContactMessageNow(values: ContactValues, idempotencyKey: string) {
  return callEndpoint(sendContactUs, { data: values }, { idempotencyKey }).then((answer) => answer.data);
}

/** The path a queued message is sent to. */
export const SEND_CONTACT_PATH = sendContactUs.path;
