/**
 * The contact form's calls (§7): get-contact reads the storefront's form (fields, topics, support
 * address) from the content service; send-contact-us stores a message and mails it to the shop's
 * support address with a receipt to the sender. The message is checked field by field with the
 * form's rules (core/contact) and refused with 400 naming each field ('data.email'); a retry with
 * the same Idempotency-Key is answered from the first request, so one message is stored and
 * mailed once; each client may send a few per hour (429 with Retry-After beyond that).
 */
import { z } from 'zod';
import { contactFormSchema, contactMessageInputSchema } from '../contact/form';
import { endpoint } from './define';

/** Path of send-contact-us: the web client queues messages under it (core/contract/contact-refs.ts). */
export const SEND_CONTACT_US_PATH = '/api/send-contact-us';

/** POST /api/cms/v1.0/get-contact (empty body), also GET: the storefront's contact form. Cacheable by ETag. */
export const getContact = endpoint({
  path: '/api/cms/v1.0/get-contact',
  methods: ['POST', 'GET'],
  input: z.object({}).loose(),
  output: z.object({ data: contactFormSchema }),
  cacheable: true,
});

/** What the shop answers to a stored message. */
export const contactReceiptSchema = z.object({
  /** the stored message's id, quoted in the receipt mail */
  id: z.string(),
  /** when the shop received it (ISO 8601) */
  receivedAt: z.string(),
});
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

/** POST /api/send-contact-us {data}: stores the message and mails it; honours Idempotency-Key. */
export const sendContactUs = endpoint({
  path: SEND_CONTACT_US_PATH,
  methods: ['POST'],
  input: z.object({ data: contactMessageInputSchema }),
  output: z.object({ data: contactReceiptSchema }),
  idempotent: true,
});
