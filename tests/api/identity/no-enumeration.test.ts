import { once } from 'node:events';
import { type AddressInfo, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/api-server';
import { describeEachDatabase } from '../../support/databases';
import { Browser, closeIdentitySuite, decodeQuotedPrintable, type IdentitySuite, openIdentitySuite, SHOPPER } from './support';

/** How long the fake SMTP server waits before greeting: a slow mail relay, as on the internet. */
const GREETING_DELAY_MS = 100;

/** A minimal SMTP server that greets late and keeps every message it is given. */
async function slowSmtpServer(): Promise<{ server: Server; port: number; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    let data: string | null = null;
    setTimeout(() => socket.writable && socket.write('220 slow.example ESMTP\r\n'), GREETING_DELAY_MS);
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(data + buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          data = null;
          socket.write('250 queued\r\n');
          continue;
        }
        const line = buffer.indexOf('\r\n');
        if (line < 0) return;
        const command = buffer.slice(0, line).toUpperCase();
        buffer = buffer.slice(line + 2);
        if (command.startsWith('EHLO')) socket.write('250-slow.example\r\n250 8BITMIME\r\n');
        else if (command.startsWith('DATA')) {
          data = '';
          socket.write('354 go on\r\n');
        } else if (command.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    server,
    port: (server.address() as AddressInfo).port,
    messages,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed<T>(call: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await call();
  return { ms: performance.now() - started, result };
}

/** Waits until a message to `email` whose text matches `pattern` has reached the SMTP server. */
async function mailTo(messages: string[], email: string, pattern: RegExp): Promise<string | undefined> {
  for (let waited = 0; waited <= 20_000; waited += 50) {
    const found = messages.map(decodeQuotedPrintable).find((m) => m.includes(`To: ${email}`) && pattern.test(m));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

describeEachDatabase('identity API: register and forgot-password do not tell which emails have accounts', (kind) => {
  let suite: IdentitySuite;
  let smtp: Awaited<ReturnType<typeof slowSmtpServer>>;
  let server: TestServer;
  const registration = (email: string) => ({ email, password: 'Quiet-Lantern-2044', firstName: 'Qui', lastName: 'Et' });
  beforeAll(async () => {
    suite = await openIdentitySuite(kind);
    // one mailer per database: on PostgreSQL any server takes any mail job, so the suite's own server
    // (mailing to files) would send some of this test's mails past the SMTP relay it watches
    await suite.server.close();
    smtp = await slowSmtpServer();
    server = await startTestServer(suite.database, {
      DATA_DIR: suite.dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      RATE_LIMITS: 'register=1000/600,forgotPassword=1000/600',
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    await closeIdentitySuite({ ...suite, server: undefined });
  });

  it('register with an email that has an account answers as a new registration, and mails the owner a notice', async () => {
    const fresh = await new Browser(server.dtc).call('/api/identity/register', registration('quiet-new@example.com'));
    const taken = await new Browser(server.dtc).call('/api/identity/register', registration(SHOPPER.email));
    expect(taken.status).toBe(fresh.status);
    expect(fresh.status).toBe(200);
    expect(taken.body).toEqual({ data: { email: SHOPPER.email, verificationSent: true } });
    expect(Object.keys(taken.body.data)).toEqual(Object.keys(fresh.body.data));
    expect(taken.setCookies).toEqual(fresh.setCookies);

    const notice = await mailTo(smtp.messages, SHOPPER.email, /Subject: You already have an account/);
    expect(notice).toContain('tried to create an account with this email address');
    expect(notice).toMatch(/\/shelter\/forgot-password/);
    expect(await mailTo(smtp.messages, 'quiet-new@example.com', /\?verify=/)).toBeDefined();
    // the existing account is untouched: its password still signs in
    expect((await new Browser(server.dtc).login(SHOPPER.email, SHOPPER.password)).status).toBe(200);
  });

  it('register takes about the same time for a new and an existing email (mails leave after the answer)', async () => {
    const newTimes: number[] = [];
    const takenTimes: number[] = [];
    for (let i = 0; i < 12; i++) {
      newTimes.push(
        (await timed(() => new Browser(server.dtc).call('/api/identity/register', registration(`timing-${i}@example.com`)))).ms,
      );
      takenTimes.push((await timed(() => new Browser(server.dtc).call('/api/identity/register', registration(SHOPPER.email)))).ms);
    }
    const [a, b] = [median(newTimes), median(takenTimes)];
    // generous: the same work either way; a mail awaited in the answer would add the relay's 100 ms
    expect(Math.max(a, b), `medians ${a.toFixed(1)} / ${b.toFixed(1)} ms`).toBeLessThan(3 * Math.min(a, b) + 40);

    // thirteen registrations of the owner's email so far, but no more notices than the hourly cap (5)
    expect(await mailTo(smtp.messages, 'timing-11@example.com', /\?verify=/)).toBeDefined(); // queued after the last notice
    const notices = smtp.messages.filter((m) => m.includes(`To: ${SHOPPER.email}`) && m.includes('You already have an account'));
    expect(notices).toHaveLength(5);
  });

  it('forgot-password answers the same, in about the same time, for an account and for an unknown email', async () => {
    // one reset per account, so the hourly reset cap of an account never decides the time
    const accounts = Array.from({ length: 12 }, (_, i) => `forgetful-${i}@example.com`);
    for (const email of accounts) await new Browser(server.dtc).call('/api/identity/register', registration(email));
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (const [i, email] of accounts.entries()) {
      const known = await timed(() => new Browser(server.dtc).call('/api/identity/forgot-password', { email }));
      const unknown = await timed(() =>
        new Browser(server.dtc).call('/api/identity/forgot-password', { email: `nobody-${i}@example.com` }),
      );
      expect(known.result.status).toBe(200);
      expect(unknown.result.body).toEqual(known.result.body);
      knownTimes.push(known.ms);
      unknownTimes.push(unknown.ms);
    }
    const [a, b] = [median(knownTimes), median(unknownTimes)];
    expect(Math.max(a, b), `medians ${a.toFixed(1)} / ${b.toFixed(1)} ms`).toBeLessThan(3 * Math.min(a, b) + 40);
    expect(await mailTo(smtp.messages, accounts[0], /reset-password\?token=/)).toBeDefined();
    expect(smtp.messages.some((m) => /To: nobody-\d+@example\.com/.test(m))).toBe(false);
  });
});
