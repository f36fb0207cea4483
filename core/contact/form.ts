/**
 * The contact form as the content service keeps it per storefront (get-contact): the page's heading
 * and intro, where and when the support team answers, the topics and each field's label, type,
 * requirement and maximum length. Checked when the server reads it and when a stored copy is
 * restored on the device.
 */
import { z } from 'zod';
import {
  CONTACT_FIELD_HARD_MAX,
  CONTACT_FIELD_NAMES,
  CONTACT_FIELD_TYPES,
  CONTACT_REQUIRED_FIELDS,
  type ContactFieldName,
  type ContactFieldType,
} from './rules';

const FIELD_TYPES = ['text', 'email', 'tel', 'select', 'textarea'] as const satisfies readonly ContactFieldType[];

/** One topic of the form's topic list. */
export const contactTopicSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a lower-case slug'),
  label: z.string().min(1).max(80),
});
export type ContactTopic = z.infer<typeof contactTopicSchema>;

/** One field of the form. */
export const contactFieldSchema = z
  .object({
    name: z.enum(CONTACT_FIELD_NAMES),
    label: z.string().min(1).max(80),
    type: z.enum(FIELD_TYPES),
    required: z.boolean(),
    maxLength: z.number().int().min(1).max(CONTACT_FIELD_HARD_MAX),
    /** a line under the field that helps fill it in */
    hint: z.string().max(200).optional(),
    /** the autocomplete token of its control */
    autocomplete: z.string().max(40).optional(),
  })
  .refine((field) => CONTACT_FIELD_TYPES[field.name] === field.type, {
    message: 'the type that goes with the field name',
    path: ['type'],
  });
export type ContactField = z.infer<typeof contactFieldSchema>;

/** The whole form of one storefront (the answer of get-contact). */
export const contactFormSchema = z
  .object({
    heading: z.string().min(1).max(120),
    intro: z.string().min(1).max(600),
    /** the shop's support address: shown to the shopper and where each message is mailed */
    supportEmail: z.email(),
    phone: z.string().min(1).max(40),
    hours: z.string().min(1).max(120),
    /** how soon an answer comes, shown on the page and in the receipt */
    responseTime: z.string().min(1).max(200),
    /** what happens to the sender's details */
    privacyNote: z.string().min(1).max(300),
    topics: z.array(contactTopicSchema).min(1).max(20),
    fields: z.array(contactFieldSchema).min(1).max(CONTACT_FIELD_NAMES.length),
  })
  .superRefine((form, ctx) => {
    const names = form.fields.map((field) => field.name);
    if (new Set(names).size !== names.length) ctx.addIssue({ code: 'custom', message: 'each field once', path: ['fields'] });
    for (const name of CONTACT_REQUIRED_FIELDS) {
      if (!form.fields.some((field) => field.name === name && field.required)) {
        ctx.addIssue({ code: 'custom', message: `a required '${name}' field`, path: ['fields'] });
      }
    }
    const ids = form.topics.map((topic) => topic.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'each topic once', path: ['topics'] });
  });
export type ContactForm = z.infer<typeof contactFormSchema>;

/** A message as sent in send-contact-us's `data`: a text per field name, nothing else. */
export const contactMessageInputSchema = z.strictObject(
  Object.fromEntries(
    CONTACT_FIELD_NAMES.map((name) => [
      name,
      z.string().max(CONTACT_FIELD_HARD_MAX, `can be at most ${CONTACT_FIELD_HARD_MAX} characters`).optional(),
    ]),
  ) as Record<ContactFieldName, z.ZodOptional<z.ZodString>>,
);
export type ContactMessageInput = z.infer<typeof contactMessageInputSchema>;
