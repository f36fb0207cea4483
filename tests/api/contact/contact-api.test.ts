import { afterAll, beforeAll, expect, it } from 'vitest';
import { postJson } from '../../support/api-server';
import { describeEachDatabase } from '../../support/databases';
import { Browser } from '../identity/support';
import {
  type ContactSuite,
  closeContactSuite,
  dtcMessage,
  GET_PATH,
  mailsWith,
  marker,
  openContactSuite,
  SEND_PATH,
  storedMessages,
} from './support';

const labels = (list: { label: string }[]) => list.map((item) => item.label);

describeEachDatabase('contact API', (kind) => {
  let suite: ContactSuite;
  beforeAll(async () => {
    // a limit no test here reaches: the rate limit has its own suite
    suite = await openContactSuite(kind, { CONTACT_MESSAGES_PER_HOUR: '100' });
  });
  afterAll(() => closeContactSuite(suite));

  it("get-contact answers each storefront's own form: heading, support address, topics and fields", async () => {
    const dtc = await postJson(`${suite.server.dtc}${GET_PATH}`, {});
    expect(dtc.status).toBe(200);
    expect(dtc.body.data).toMatchObject({ heading: 'Contact Us', supportEmail: 'care@vitalis.example', phone: '1-800-555-0142' });
    expect(labels(dtc.body.data.topics)).toEqual([
      'Order status',
      'Autoship',
      'Product question',
      'Shipping & delivery',
      'Shelter program',
      'Other',
    ]);
    expect(dtc.body.data.fields.map((f: { name: string }) => f.name)).toEqual([
      'name',
      'email',
      'phone',
      'topic',
      'orderNumber',
      'message',
    ]);
    expect(dtc.body.data.fields.find((f: { name: string }) => f.name === 'message')).toMatchObject({
      label: 'Message',
      type: 'textarea',
      required: true,
      maxLength: 2000,
    });

    const hpsf = await fetch(`${suite.server.hpsf}${GET_PATH}`).then((r) => r.json());
    expect(hpsf.data).toMatchObject({ heading: 'Contact the Staff Feeding Team', supportEmail: 'staff-feeding@vitalis.example' });
    expect(labels(hpsf.data.topics)).toEqual(['Clinic account', 'Staff feeding program', 'Order status', 'Prescription diets', 'Other']);
    expect(hpsf.data.fields.map((f: { name: string }) => f.name)).toContain('clinicName');
  });

  it('get-contact by GET carries an ETag and answers 304 to it', async () => {
    const first = await fetch(`${suite.server.dtc}${GET_PATH}`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await fetch(`${suite.server.dtc}${GET_PATH}`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });

  it('send-contact-us stores the message and mails it to the support address, with a receipt to the sender', async () => {
    const tag = marker('stored');
    const sent = await postJson(`${suite.server.dtc}${SEND_PATH}`, { data: dtcMessage(tag, { phone: '(303) 555-0199' }) });
    expect(sent.status).toBe(200);
    expect(sent.body.data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(sent.body.data.receivedAt)).not.toBeNaN();

    const rows = await storedMessages(suite, tag);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: sent.body.data.id, site: 'DTC', customer_id: null, topic_id: 'autoship', topic_label: 'Autoship' });

    const mailed = await mailsWith(suite.dataDir, tag, 2);
    expect(mailed).toHaveLength(2);
    const support = mailed.find((mail) => mail.text.includes('\nTo: care@vitalis.example'));
    const receipt = mailed.find((mail) => mail.text.includes(`\nTo: robin+${tag}@example.com`));
    expect(support?.text).toContain(`Reply-To: robin+${tag}@example.com`);
    expect(support?.text).toContain('Topic: Autoship');
    expect(support?.text).toContain('Phone: (303) 555-0199');
    expect(support?.text).toContain(`Message id: ${sent.body.data.id}`);
    expect(receipt?.text).toContain('Reply-To: care@vitalis.example');
    expect(receipt?.text).toContain('We received your message about "Autoship"');
    expect(receipt?.text).toContain('We answer every message within one business day.');
    // the message and the name go to the team only: the receipt goes to any address typed in
    expect(support?.text).toContain('Could I move my next Autoship delivery');
    expect(receipt?.text).not.toContain('Could I move my next Autoship delivery');
    expect(receipt?.text).not.toContain('Robin Fields');
    // each mail is marked sent just after its file is written: wait for the marks, not only the files
    await expect
      .poll(async () => {
        const [marked] = await storedMessages(suite, tag);
        return marked.support_mailed_at !== null && marked.receipt_mailed_at !== null;
      })
      .toBe(true);
  });

  it('a signed-in customer’s message keeps the customer; an HPSF message goes to the staff feeding team', async () => {
    const tag = marker('staff');
    const browser = new Browser(suite.server.hpsf);
    expect((await browser.login('staff@vitalis.example', 'Clinic-Lantern-2026')).status).toBe(200);
    const data = { ...dtcMessage(tag), topic: 'prescription-diets', clinicName: 'Mountain View Veterinary Clinic' };
    const sent = await browser.call(SEND_PATH, { data });
    expect(sent.status).toBe(200);
    const [row] = await storedMessages(suite, tag);
    expect(row).toMatchObject({ site: 'HPSF', topic_label: 'Prescription diets' });
    expect(row.customer_id).toEqual(expect.any(String));
    const mailed = await mailsWith(suite.dataDir, tag, 2);
    const support = mailed.find((mail) => mail.text.includes('\nTo: staff-feeding@vitalis.example'));
    expect(support?.text).toContain('Clinic or school: Mountain View Veterinary Clinic');
    expect(support?.text).toContain('Signed in: yes');
  });

  it('an empty message is a 400 naming each required field, and nothing is stored or mailed', async () => {
    const empty = await postJson(`${suite.server.dtc}${SEND_PATH}`, { data: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe('VALIDATION_FAILED');
    expect(empty.body.error.fields).toEqual({
      'data.name': 'Name is required.',
      'data.email': 'Email is required.',
      'data.topic': 'Choose a topic.',
      'data.message': 'Message is required.',
    });
    expect((await postJson(`${suite.server.dtc}${SEND_PATH}`, {})).body.error.fields).toHaveProperty('data');
  });

  it('each bad field is named: email, phone, topic of another storefront, a field the form lacks, a non-text value', async () => {
    const tag = marker('bad');
    const bad = await postJson(`${suite.server.dtc}${SEND_PATH}`, {
      data: dtcMessage(tag, { email: 'robin@', phone: '555-01', topic: 'clinic-account', clinicName: 'Shelter Clinic' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      'data.email': 'Enter a valid email address.',
      'data.phone': 'Enter a 10-digit phone number.',
      'data.topic': 'Choose one of the topics listed.',
      'data.clinicName': 'This field is not part of the contact form.',
    });
    const notText = await postJson(`${suite.server.dtc}${SEND_PATH}`, { data: { ...dtcMessage(tag), name: 42 } });
    expect(notText.status).toBe(400);
    expect(Object.keys(notText.body.error.fields)).toEqual(['data.name']);
    const unknown = await postJson(`${suite.server.dtc}${SEND_PATH}`, { data: { ...dtcMessage(tag), petName: 'Biscuit' } });
    expect(unknown.status).toBe(400);
    expect(await storedMessages(suite, tag)).toHaveLength(0);
  });

  it('a message over its maximum length is a 400, never cut short', async () => {
    const tag = marker('long');
    const message = `${tag} Our beagle loves the salmon recipe. `.padEnd(2001, 'woof');
    const long = await postJson(`${suite.server.dtc}${SEND_PATH}`, { data: dtcMessage(tag, { message }) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toEqual({ 'data.message': 'Message can be at most 2000 characters (it has 2001).' });
    const huge = await postJson(`${suite.server.dtc}${SEND_PATH}`, { data: dtcMessage(tag, { message: message.repeat(3) }) });
    expect(huge.status).toBe(400);
    expect(Object.keys(huge.body.error.fields)).toEqual(['data.message']);
    const justRight = await postJson(`${suite.server.dtc}${SEND_PATH}`, { data: dtcMessage(tag, { message: message.slice(0, 2000) }) });
    expect(justRight.status).toBe(200);
    const rows = await storedMessages(suite, tag);
    expect(rows.map((row) => row.message.length)).toEqual([2000]);
  });

  it('the same Idempotency-Key twice stores and mails one message; the second answer is the first one replayed', async () => {
    const tag = marker('twice');
    const key = `contact-${tag}`;
    const body = { data: dtcMessage(tag) };
    const first = await postJson(`${suite.server.dtc}${SEND_PATH}`, body, { 'Idempotency-Key': key });
    const second = await postJson(`${suite.server.dtc}${SEND_PATH}`, body, { 'Idempotency-Key': key });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await storedMessages(suite, tag)).toHaveLength(1);
    await mailsWith(suite.dataDir, tag, 3, 1500); // waits out any late third mail
    expect(await mailsWith(suite.dataDir, tag, 2)).toHaveLength(2);
    const reused = await postJson(
      `${suite.server.dtc}${SEND_PATH}`,
      { data: dtcMessage(tag, { topic: 'other' }) },
      { 'Idempotency-Key': key },
    );
    expect(reused.status).toBe(422);
  });
});
