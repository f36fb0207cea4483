import { describe, expect, it } from 'vitest';
import {
  CONTACT_FIELD_NAMES,
  type ContactForm,
  contactFormSchema,
  contactMessageInputSchema,
  firstInvalidField,
  topicLabel,
  validateContactMessage,
} from '../../../core/contact';
import { contactFormEntries } from '../../../api/db/seed/contact-data';

const [dtc, hpsf] = contactFormEntries().map((entry) => contactFormSchema.parse(entry.value));
const valid = { name: 'Robin Fields', email: 'robin@example.com', topic: 'autoship', message: 'When does my next Autoship ship?' };

describe('contact form rules', () => {
  it('a complete message passes; texts come back trimmed and empty optional fields are left out', () => {
    const { values, errors } = validateContactMessage(dtc, { ...valid, name: '  Robin Fields ', phone: '', orderNumber: ' ' });
    expect(errors).toEqual({});
    expect(values).toEqual(valid);
  });

  it('names each required field left empty, in words that say which (a select asks to choose)', () => {
    expect(validateContactMessage(dtc, { name: ' ', email: '' }).errors).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
      topic: 'Choose a topic.',
      message: 'Message is required.',
    });
  });

  it('checks formats: email, a 10-digit phone (a leading 1 allowed), a topic of this storefront', () => {
    const { errors } = validateContactMessage(dtc, { ...valid, email: 'robin@example', phone: '303-555-01', topic: 'clinic-account' });
    expect(errors).toEqual({
      email: 'Enter a valid email address.',
      phone: 'Enter a 10-digit phone number.',
      topic: 'Choose one of the topics listed.',
    });
    expect(validateContactMessage(dtc, { ...valid, phone: '+1 (303) 555-0199' }).errors).toEqual({});
    expect(validateContactMessage(hpsf, { ...valid, topic: 'clinic-account' }).errors).toEqual({});
  });

  it('a text over its maximum is refused with its length, never cut; exactly the maximum passes', () => {
    const at = 'a'.repeat(2000);
    expect(validateContactMessage(dtc, { ...valid, message: at }).values.message).toHaveLength(2000);
    expect(validateContactMessage(dtc, { ...valid, message: `${at}b` }).errors).toEqual({
      message: 'Message can be at most 2000 characters (it has 2001).',
    });
    // surrounding spaces do not count: they are trimmed before the check
    expect(validateContactMessage(dtc, { ...valid, message: `  ${at}\n` }).errors).toEqual({});
  });

  it('refuses a field this storefront’s form does not have', () => {
    expect(validateContactMessage(dtc, { ...valid, clinicName: 'Mountain View' }).errors).toEqual({
      clinicName: 'This field is not part of the contact form.',
    });
    expect(validateContactMessage(hpsf, { ...valid, topic: 'other', clinicName: 'Mountain View' }).errors).toEqual({});
  });

  it('the field to focus is the first invalid one in the form’s order', () => {
    const { errors } = validateContactMessage(dtc, { ...valid, message: '', email: 'x' });
    expect(firstInvalidField(dtc, errors)).toBe('email');
    expect(firstInvalidField(dtc, {})).toBeNull();
    expect(topicLabel(dtc, 'shipping-delivery')).toBe('Shipping & delivery');
    expect(topicLabel(dtc, 'nope')).toBe('');
  });
});

describe('contact form schema', () => {
  it('both seeded forms parse, with their topics', () => {
    expect(dtc.topics.map((t) => t.label)).toEqual([
      'Order status',
      'Autoship',
      'Product question',
      'Shipping & delivery',
      'Shelter program',
      'Other',
    ]);
    expect(hpsf.topics.map((t) => t.label)).toEqual([
      'Clinic account',
      'Staff feeding program',
      'Order status',
      'Prescription diets',
      'Other',
    ]);
  });

  const broken = (change: (form: ContactForm) => unknown) => contactFormSchema.safeParse(change(structuredClone(dtc))).success;

  it('refuses a form without a required name, email, topic or message field, or with one twice', () => {
    expect(broken((form) => ({ ...form, fields: form.fields.filter((f) => f.name !== 'email') }))).toBe(false);
    expect(broken((form) => ({ ...form, fields: form.fields.map((f) => (f.name === 'message' ? { ...f, required: false } : f)) }))).toBe(
      false,
    );
    expect(broken((form) => ({ ...form, fields: [...form.fields, form.fields[0]] }))).toBe(false);
  });

  it('refuses a type that does not go with the field, a limit above the hard cap, and a topic twice', () => {
    expect(broken((form) => ({ ...form, fields: form.fields.map((f) => (f.name === 'email' ? { ...f, type: 'text' } : f)) }))).toBe(false);
    expect(broken((form) => ({ ...form, fields: form.fields.map((f) => ({ ...f, maxLength: 5001 })) }))).toBe(false);
    expect(broken((form) => ({ ...form, topics: [...form.topics, form.topics[0]] }))).toBe(false);
    expect(broken((form) => form)).toBe(true);
  });

  it('a message on the wire takes only the known field names, as text', () => {
    expect(contactMessageInputSchema.safeParse(valid).success).toBe(true);
    expect(contactMessageInputSchema.safeParse({ ...valid, petName: 'Biscuit' }).success).toBe(false);
    expect(contactMessageInputSchema.safeParse({ ...valid, phone: 3035550199 }).success).toBe(false);
    expect(CONTACT_FIELD_NAMES).toContain('clinicName');
  });
});
