/**
 * The contact form of each storefront, kept by the content service under 'contact_form' (read by
 * get-contact; shape: core/contact/form.ts). The support address is where each message is mailed.
 */
import type { ContactField, ContactForm } from '../../../core/contact';
import type { ContentEntrySeed } from './content-data';

const nameField: ContactField = { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 100, autocomplete: 'name' };
const emailField: ContactField = {
  name: 'email',
  label: 'Email',
  type: 'email',
  required: true,
  maxLength: 254,
  autocomplete: 'email',
  hint: 'We send a copy of your message here, and our answer.',
};
const phoneField: ContactField = {
  name: 'phone',
  label: 'Phone',
  type: 'tel',
  required: false,
  maxLength: 30,
  autocomplete: 'tel',
  hint: 'Only if you would like us to call you back.',
};
const orderField: ContactField = {
  name: 'orderNumber',
  label: 'Order number',
  type: 'text',
  required: false,
  maxLength: 20,
  hint: 'Find it in your order confirmation or under My Orders.',
};
const messageField: ContactField = { name: 'message', label: 'Message', type: 'textarea', required: true, maxLength: 2000 };

const DTC_FORM: ContactForm = {
  heading: 'Contact Us',
  intro:
    'Questions about an order, your Autoship or the right food for your dog or cat? Our pet nutrition team reads every ' +
    'message and is glad to help.',
  supportEmail: 'care@vitalis.example',
  phone: '1-800-555-0142',
  hours: 'Monday to Friday, 8 am to 6 pm Mountain Time',
  responseTime: 'We answer every message within one business day.',
  privacyNote: 'We use your details only to answer this message and keep it with your questions to us.',
  topics: [
    { id: 'order-status', label: 'Order status' },
    { id: 'autoship', label: 'Autoship' },
    { id: 'product-question', label: 'Product question' },
    { id: 'shipping-delivery', label: 'Shipping & delivery' },
    { id: 'shelter-program', label: 'Shelter program' },
    { id: 'other', label: 'Other' },
  ],
  fields: [
    nameField,
    emailField,
    phoneField,
    { name: 'topic', label: 'Topic', type: 'select', required: true, maxLength: 40 },
    orderField,
    { ...messageField, hint: 'Tell us about your pet and your question; please leave out card numbers.' },
  ],
};

const HPSF_FORM: ContactForm = {
  heading: 'Contact the Staff Feeding Team',
  intro:
    'Questions about your clinic account, the staff feeding program or a Vitalis Clinical Care order? Our professional ' +
    'services team is here for veterinary teams and students.',
  supportEmail: 'staff-feeding@vitalis.example',
  phone: '1-800-555-0187',
  hours: 'Monday to Friday, 7 am to 7 pm Central Time',
  responseTime: 'We answer every message within one business day.',
  privacyNote: 'We use your details only to answer this message and keep it with your clinic’s questions to us.',
  topics: [
    { id: 'clinic-account', label: 'Clinic account' },
    { id: 'staff-feeding-program', label: 'Staff feeding program' },
    { id: 'order-status', label: 'Order status' },
    { id: 'prescription-diets', label: 'Prescription diets' },
    { id: 'other', label: 'Other' },
  ],
  fields: [
    nameField,
    { ...emailField, hint: 'Your clinic or school address works best. We send a copy of your message here.' },
    phoneField,
    {
      name: 'clinicName',
      label: 'Clinic or school',
      type: 'text',
      required: false,
      maxLength: 120,
      autocomplete: 'organization',
    },
    { name: 'topic', label: 'Topic', type: 'select', required: true, maxLength: 40 },
    orderField,
    { ...messageField, hint: 'For a patient’s diet question, name the species and the diet; please leave out card numbers.' },
  ],
};

/** The 'contact_form' entry of each storefront. */
export function contactFormEntries(): ContentEntrySeed[] {
  return [
    { site: 'DTC', key: 'contact_form', value: DTC_FORM },
    { site: 'HPSF', key: 'contact_form', value: HPSF_FORM },
  ];
}
