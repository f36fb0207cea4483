import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactForm } from '../../../core/contact';
import { contactMailSender } from '../../../api/features/contact/contact-mail';
import { createContactStore } from '../../../api/features/contact/contact.store';
import { clientRateLimit } from '../../../api/rate-limit';
import type { MailMessage } from '../../../api/mail/mailer';
import { RateLimitedError } from '../../../api/errors';
import { contactFormEntries } from '../../../api/db/seed/contact-data';
import { postJson } from '../../support/api-server';
import { describeEachDatabase, openTestDatabase, type TestDatabase } from '../../support/databases';
import { type ContactSuite, closeContactSuite, dtcMessage, marker, openContactSuite, SEND_PATH, storedMessages } from './support';

describeEachDatabase('contact API: rate limit', (kind) => {
  let suite: ContactSuite;
  beforeAll(async () => {
    suite = await openContactSuite(kind, { CONTACT_MESSAGES_PER_HOUR: '2' });
  });
  afterAll(() => closeContactSuite(suite));

  it(
    'past its hourly limit a client is answered 429 with Retry-After and ' +
      'a clear message; the other storefront still takes its messages',
    async () => {
      const tag = marker('limit');
      for (let i = 0; i < 2; i++) {
        expect((await postJson(`${suite.server.dtc}${SEND_PATH}`, { data: dtcMessage(`${tag}-${i}`) })).status).toBe(200);
      }
      const refused = await postJson(`${suite.server.dtc}${SEND_PATH}`, { data: dtcMessage(`${tag}-2`) }, { 'Idempotency-Key': tag });
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('RATE_LIMITED');
      expect(refused.body.error.message).toMatch(
        /^You have sent several messages in a short time\. Please wait \d+ minutes before sending another\.$/,
      );
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(3000);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(await storedMessages(suite, `${tag}-2`)).toHaveLength(0);
      // a 429 is not the key's answer: the same key is refused again, not replayed
      const again = await postJson(`${suite.server.dtc}${SEND_PATH}`, { data: dtcMessage(`${tag}-2`) }, { 'Idempotency-Key': tag });
      expect(again.status).toBe(429);
      expect(again.headers.get('idempotent-replayed')).toBeNull();
      const hpsf = await postJson(`${suite.server.hpsf}${SEND_PATH}`, { data: { ...dtcMessage(`${tag}-hpsf`), topic: 'other' } });
      expect(hpsf.status).toBe(200);
    },
  );

  it('refused input does not count against the limit', async () => {
    const hpsf = `${suite.server.hpsf}${SEND_PATH}`;
    for (let i = 0; i < 3; i++) expect((await postJson(hpsf, { data: {} })).status).toBe(400);
    expect((await postJson(hpsf, { data: { ...dtcMessage(marker('after-400')), topic: 'other' } })).status).toBe(200);
  });
});

describe('client rate limit', () => {
  const message = (seconds: number) => `wait ${seconds}`;

  it('counts each key; the longest wait of the keys over their limit is the answer', async () => {
    const limit = clientRateLimit({ name: `test-${Date.now()}`, points: 1, windowSeconds: 60 });
    await limit.consume(['a'], message);
    await limit.consume(['b'], message);
    const refusal = await limit.consume(['c', 'a'], message).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RateLimitedError);
    expect((refusal as RateLimitedError).retryAfterSeconds).toBeGreaterThan(55);
    expect((refusal as RateLimitedError).message).toBe(`wait ${(refusal as RateLimitedError).retryAfterSeconds}`);
  });

  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  it('over Redis, two processes share the count', async (context) => {
    const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
    redis.on('error', () => {});
    try {
      await redis.connect();
    } catch {
      context.skip(`Redis not reachable at ${redisUrl}`);
    }
    try {
      const name = `test-${process.pid}-${Date.now()}`;
      const first = clientRateLimit({ name, points: 2, windowSeconds: 60, redis });
      const second = clientRateLimit({ name, points: 2, windowSeconds: 60, redis });
      await first.consume(['shared'], message);
      await second.consume(['shared'], message);
      await expect(first.consume(['shared'], message)).rejects.toBeInstanceOf(RateLimitedError);
      await redis.del(`rate:${name}:shared`); // a raw connection: no namespace prefix
    } finally {
      redis.disconnect();
    }
  });
});

describeEachDatabase('contact mails', (kind) => {
  let database: TestDatabase;
  const form = contactFormEntries()[0].value as ContactForm;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  function sender(send: (mail: MailMessage) => Promise<void>) {
    const store = createContactStore(database.db);
    const mail = contactMailSender({
      store,
      mailer: { send },
      form: async () => form,
      siteName: async () => 'Vitalis Pet Nutrition Shop',
      log: pino({ level: 'silent' }),
    });
    return { store, mail };
  }

  const row = (id: string) => ({
    id,
    site: 'DTC',
    customerId: null,
    name: 'Robin Fields',
    email: 'robin@example.com',
    phone: null,
    topicId: 'other',
    topicLabel: 'Other',
    orderNumber: null,
    clinicName: null,
    message: `A question (${id})`,
    supportEmail: 'care@vitalis.example',
  });

  it('a mail that failed is tried again later and only what did not go is sent; each goes once', async () => {
    const sent: MailMessage[] = [];
    let failReceipt = true;
    const { store, mail } = sender(async (message) => {
      if (message.to === 'robin@example.com' && failReceipt) throw new Error('mail server refused');
      sent.push(message);
    });
    await database.db.transaction((tx) => store.insert(tx, row('m-retry')));
    await mail.deliver();
    expect(sent.map((m) => m.to)).toEqual(['care@vitalis.example']);
    // held for its back-off: a sweep now sends nothing
    failReceipt = false;
    await mail.deliver();
    expect(sent).toHaveLength(1);
    await database.db.execute(`update contact_messages set mail_held_until = now() - interval '1 second' where id = 'm-retry'`);
    await mail.deliver();
    expect(sent.map((m) => m.to)).toEqual(['care@vitalis.example', 'robin@example.com']);
    await mail.deliver();
    expect(sent).toHaveLength(2);
  });

  it('messages a stopped process left unmailed go at the next sweep, oldest first, even from two senders at once', async () => {
    const sent: string[] = [];
    const first = sender(async (message) => void sent.push(`${message.to} ${message.text.includes('m-left-1') ? 1 : 2}`));
    const second = sender(async (message) => void sent.push(`${message.to} ${message.text.includes('m-left-1') ? 1 : 2}`));
    await database.db.transaction((tx) => first.store.insert(tx, row('m-left-1')));
    await database.db.transaction((tx) => first.store.insert(tx, row('m-left-2')));
    await Promise.all([first.mail.deliver(), second.mail.deliver()]);
    expect(sent.sort()).toEqual(['care@vitalis.example 1', 'care@vitalis.example 2', 'robin@example.com 1', 'robin@example.com 2']);
  });
});
