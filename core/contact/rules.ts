/**
 * The contact form's rules (§2 Contact Us), pure and zod-free: the page checks a message with them
 * before it queues it, and the server checks it again with the same function before it stores it,
 * so both name the same fields with the same words. The form itself (fields, labels, limits,
 * topics) is content of each storefront (get-contact); only the field names are fixed here.
 */

/** Every field a contact form may have; a storefront's form shows a subset (get-contact). */
export const CONTACT_FIELD_NAMES = ['name', 'email', 'phone', 'topic', 'orderNumber', 'clinicName', 'message'] as const;
export type ContactFieldName = (typeof CONTACT_FIELD_NAMES)[number];

/** The control each field is drawn with; a field's type follows from its name. */
export const CONTACT_FIELD_TYPES = {
  name: 'text',
  email: 'email',
  phone: 'tel',
  topic: 'select',
  orderNumber: 'text',
  clinicName: 'text',
  message: 'textarea',
} as const satisfies Record<ContactFieldName, string>;
export type ContactFieldType = (typeof CONTACT_FIELD_TYPES)[ContactFieldName];

/** Fields every form has, and requires: who wrote, where the receipt goes, about what, and what. */
export const CONTACT_REQUIRED_FIELDS: readonly ContactFieldName[] = ['name', 'email', 'topic', 'message'];

/** No field of any form may allow more than this many characters (the contract's hard cap). */
export const CONTACT_FIELD_HARD_MAX = 5000;

/** Messages one client may send per storefront in CONTACT_RATE_WINDOW_SECONDS (our choice; CONTACT_MESSAGES_PER_HOUR overrides). */
export const CONTACT_MESSAGES_PER_WINDOW = 5;
/** The window of the contact form's rate limit: one hour. */
export const CONTACT_RATE_WINDOW_SECONDS = 3600;

/** One field as the rules need it (a subset of get-contact's field). */
export interface ContactFieldRule {
  name: ContactFieldName;
  label: string;
  type: ContactFieldType;
  required: boolean;
  maxLength: number;
}

/** What a message is checked against: the storefront's fields and the ids of its topics. */
export interface ContactFormRules {
  fields: readonly ContactFieldRule[];
  topics: readonly { id: string; label: string }[];
}

/** A message as typed: one text per field name (absent or '' when left empty). */
export type ContactValues = Partial<Record<ContactFieldName, string>>;

/** Field name → what is wrong with it, in the words shown under the field. */
export type ContactFieldErrors = Partial<Record<string, string>>;

/** The words of each refusal, shown under the field at fault. */
export const CONTACT_MESSAGES = {
  required: (label: string) => `${label} is required.`,
  chooseTopic: (label: string) => `Choose a ${label.toLowerCase()}.`,
  email: 'Enter a valid email address.',
  phone: 'Enter a 10-digit phone number.',
  unknownTopic: 'Choose one of the topics listed.',
  tooLong: (label: string, max: number, length: number) => `${label} can be at most ${max} characters (it has ${length}).`,
  notInForm: 'This field is not part of the contact form.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Digits of a US phone number, a leading country code 1 dropped. */
function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** What is wrong with one field's (trimmed) text, or null. */
function fieldError(field: ContactFieldRule, text: string, topics: ContactFormRules['topics']): string | null {
  if (text === '') {
    if (!field.required) return null;
    return field.type === 'select' ? CONTACT_MESSAGES.chooseTopic(field.label) : CONTACT_MESSAGES.required(field.label);
  }
  // Too long is said before a format problem: the shopper has to shorten it either way.
  if (text.length > field.maxLength) return CONTACT_MESSAGES.tooLong(field.label, field.maxLength, text.length);
  if (field.type === 'email' && !EMAIL.test(text)) return CONTACT_MESSAGES.email;
  if (field.type === 'tel' && phoneDigits(text).length !== 10) return CONTACT_MESSAGES.phone;
  if (field.type === 'select' && !topics.some((topic) => topic.id === text)) return CONTACT_MESSAGES.unknownTopic;
  return null;
}

/**
 * Checks a message against a storefront's form. Texts are trimmed first; a text over its field's
 * maximum is refused (never cut short); a field the form does not have is refused by name.
 * Answers the trimmed values of the form's fields and the errors by field name (empty when valid).
 */
export function validateContactMessage(
  form: ContactFormRules,
  values: ContactValues,
): { values: ContactValues; errors: ContactFieldErrors } {
  const errors: ContactFieldErrors = {};
  const clean: ContactValues = {};
  for (const field of form.fields) {
    const text = (values[field.name] ?? '').trim();
    const error = fieldError(field, text, form.topics);
    if (error) errors[field.name] = error;
    if (text !== '') clean[field.name] = text;
  }
  for (const [name, text] of Object.entries(values)) {
    if (text && !form.fields.some((field) => field.name === name)) errors[name] = CONTACT_MESSAGES.notInForm;
  }
  return { values: clean, errors };
}

/** The first field of the form (in its order) that has an error: the one to focus. */
export function firstInvalidField(form: ContactFormRules, errors: ContactFieldErrors): ContactFieldName | null {
  return form.fields.find((field) => errors[field.name])?.name ?? null;
}

/** The label of a topic id ('' when the form has no such topic). */
export function topicLabel(form: Pick<ContactFormRules, 'topics'>, id: string): string {
  return form.topics.find((topic) => topic.id === id)?.label ?? '';
}
