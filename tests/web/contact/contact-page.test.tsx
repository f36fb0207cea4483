// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../web/app/query-client';
import { CONTACT_STATUS_TEXT } from '../../../web/features/contact/ContactStatus';
import { NEEDS_CONNECTION_TEXT } from '../../../web/features/contact/ContactPage';
import { EARLIER_REFUSAL_TEXT } from '../../../web/features/contact/use-contact-submission';
import { enqueueContactMessage, listContactMessages } from '../../../web/lib/local-db/contact-outbox';
import { refuseOutboxEntry } from '../../../web/lib/local-db/outbox-entries';
import { freshLocalDb } from '../cart/state/support/local-db';
import { type FakeContactServer, fakeContactServer, renderContactPage, setOnline } from './support';

const field = (name: RegExp | string) => screen.getByLabelText(name, { selector: 'input, select, textarea' });
const type = (name: RegExp | string, text: string) => fireEvent.change(field(name), { target: { value: text } });

/** Fills in a valid DTC message. */
function fillIn(message = 'Our beagle Biscuit is 9 years old: is Vitalis Senior Chicken right for her?') {
  type(/^Name/, 'Robin Fields');
  type(/^Email/, 'robin@example.com');
  type(/^Topic/, 'product-question');
  type(/^Message/, message);
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
const errorOf = (name: RegExp | string) => {
  const describedBy = field(name).getAttribute('aria-describedby') ?? '';
  return describedBy
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((element) => element?.className === 'form-field__error')?.textContent;
};

let server: FakeContactServer;
beforeEach(() => {
  freshLocalDb();
  setOnline(true);
  server = fakeContactServer();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the contact page', () => {
  it("draws the storefront's heading, intro, topics, fields and ways to reach the team from get-contact", async () => {
    renderContactPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    expect(screen.getByText(/Our pet nutrition team reads every message/)).toBeTruthy();
    const topics = within(field(/^Topic/) as HTMLElement)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(topics).toEqual([
      'Choose a topic',
      'Order status',
      'Autoship',
      'Product question',
      'Shipping & delivery',
      'Shelter program',
      'Other',
    ]);
    expect(field(/^Phone \(optional\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'care@vitalis.example' }).getAttribute('href')).toBe('mailto:care@vitalis.example');
    expect(screen.getByText('Monday to Friday, 8 am to 6 pm Mountain Time')).toBeTruthy();
  });

  it('HPSF draws its own heading and topics, with the clinic field', async () => {
    server.form = fakeContactServer('HPSF').form;
    renderContactPage('HPSF');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact the Staff Feeding Team' })).toBeTruthy();
    expect(within(field(/^Topic/) as HTMLElement).getByRole('option', { name: 'Prescription diets' })).toBeTruthy();
    expect(field(/^Clinic or school/)).toBeTruthy();
  });

  it('an empty submit names each required field under it, focuses the first, and sends nothing', async () => {
    renderContactPage();
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    send();
    await waitFor(() => expect(errorOf(/^Name/)).toBe('Name is required.'));
    expect(errorOf(/^Email/)).toBe('Email is required.');
    expect(errorOf(/^Topic/)).toBe('Choose a topic.');
    expect(errorOf(/^Message/)).toBe('Message is required.');
    expect(field(/^Name/).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field(/^Name/)));
    expect(errorOf(/^Phone/)).toBeUndefined();
    // fixing a field clears its own message only
    type(/^Name/, 'Robin');
    expect(errorOf(/^Name/)).toBeUndefined();
    expect(errorOf(/^Email/)).toBe('Email is required.');
    expect(server.sends).toBe(0);
  });

  it('a message over the maximum is refused by name with its length, and the counter says so', async () => {
    renderContactPage();
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    fillIn('a'.repeat(2001));
    expect(screen.getByText('2001 of 2000 characters')).toBeTruthy();
    send();
    await waitFor(() => expect(errorOf(/^Message/)).toBe('Message can be at most 2000 characters (it has 2001).'));
    await waitFor(() => expect(document.activeElement).toBe(field(/^Message/)));
    expect(server.sends).toBe(0);
  });

  it('a valid message is sent once, under an Idempotency-Key, and confirmed; the outbox is left empty', async () => {
    renderContactPage();
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    fillIn();
    send();
    expect(await screen.findByText(CONTACT_STATUS_TEXT.sent)).toBeTruthy();
    expect(screen.getByText(/We sent a copy to robin@example.com\./)).toBeTruthy();
    expect(server.stored).toHaveLength(1);
    expect(server.stored[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(server.stored[0].data).toMatchObject({ name: 'Robin Fields', topic: 'product-question' });
    expect(await listContactMessages()).toEqual([]);
    // a new message keeps the sender's details
    fireEvent.click(screen.getByRole('button', { name: 'Write another message' }));
    expect((field(/^Email/) as HTMLInputElement).value).toBe('robin@example.com');
    expect((field(/^Message/) as HTMLTextAreaElement).value).toBe('');
  });

  it("the server's refusal shows under the field it names, and the message can be sent again", async () => {
    server.refuseNext = {
      status: 400,
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Some fields of the message need a second look',
        fields: { 'data.topic': 'Choose one of the topics listed.' },
      },
    };
    renderContactPage();
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    fillIn();
    send();
    await waitFor(() => expect(errorOf(/^Topic/)).toBe('Choose one of the topics listed.'));
    expect(screen.getByRole('alert').textContent).toBe('Some fields of the message need a second look');
    // the field is focused by an effect of the render that showed the error
    await waitFor(() => expect(document.activeElement).toBe(field(/^Topic/)));
    expect(await listContactMessages()).toEqual([]);
    type(/^Topic/, 'other');
    send();
    expect(await screen.findByText(CONTACT_STATUS_TEXT.sent)).toBeTruthy();
    expect(server.stored).toHaveLength(1);
  });

  it('offline, the message waits on the device and says so; back online it is sent once and confirmed', async () => {
    renderContactPage();
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    server.offline = true;
    setOnline(false);
    fillIn();
    send();
    expect(await screen.findByText(CONTACT_STATUS_TEXT.offline)).toBeTruthy();
    expect((await listContactMessages()).map((row) => row.status)).toEqual(['pending']);
    expect(server.stored).toHaveLength(0);
    server.offline = false;
    await act(async () => setOnline(true));
    expect(await screen.findByText(CONTACT_STATUS_TEXT.sent)).toBeTruthy();
    expect(server.stored).toHaveLength(1);
    expect(await listContactMessages()).toEqual([]);
  });

  it('a reply lost after the server stored the message is not a second message: the retry sends the same key', async () => {
    server.loseNextReply = true;
    renderContactPage();
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    fillIn();
    send();
    expect(await screen.findByText(CONTACT_STATUS_TEXT.unreachable)).toBeTruthy();
    expect(server.stored).toHaveLength(1);
    await act(async () => setOnline(true)); // the connection is back (the app asks for a replay)
    expect(await screen.findByText(CONTACT_STATUS_TEXT.sent)).toBeTruthy();
    expect(server.sends).toBe(2);
    expect(server.stored).toHaveLength(1);
  });

  it('a message the shop refused while the page was closed is put back into the form with the reason', async () => {
    const row = await enqueueContactMessage({
      idempotencyKey: 'earlier-key',
      path: '/api/send-contact-us',
      body: { data: { name: 'Robin Fields', email: 'robin@example.com', topic: 'autoship', message: 'Skip my June delivery' } },
      owner: 'guest',
    });
    await refuseOutboxEntry(row!.seq!, { code: 'RATE_LIMITED', message: 'You have sent several messages in a short time.' });
    renderContactPage();
    expect(await screen.findByText(EARLIER_REFUSAL_TEXT)).toBeTruthy();
    expect((field(/^Message/) as HTMLTextAreaElement).value).toBe('Skip my June delivery');
    expect(await listContactMessages()).toEqual([]);
  });

  it('never loaded and offline, the page says plainly that the form needs a connection; back online the form comes', async () => {
    server.offline = true;
    setOnline(false);
    renderContactPage('DTC', createQueryClient()); // the app's client: retries wait for the connection
    expect(await screen.findByText(NEEDS_CONNECTION_TEXT)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    server.offline = false;
    await act(async () => setOnline(true));
    // the refetch, then the form's lazily loaded code: more than findBy's default second on a busy machine
    expect(await screen.findByRole('button', { name: 'Send message' }, { timeout: 10_000 })).toBeTruthy();
  });
});
