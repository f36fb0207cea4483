/**
 * The two mails of a contact message: the message itself to the shop's support address (reply-to
 * the sender), and a receipt to the sender (reply-to the support address) that quotes none of it.
 * They are sent after the message is committed, never inside the request's transaction: a
 * rolled-back request mails nothing, and a replayed one (same Idempotency-Key) stores nothing new,
 * so it mails nothing again. Each mail is marked when it went, so a failure retries only what did
 * not go, with a back-off, up to MAX_MAIL_ATTEMPTS tries; messages a stopped process left unsent go
 * at the next sweep.
 */
import type { Logger } from 'pino';
import type { SiteCode } from '../../../core/constants';
import type { ContactForm } from '../../../core/contact';
import type { ContactMessageRow } from '../../db/schema';
import type { MailMessage, Mailer } from '../../mail/mailer';
import type { ContactStore, MailKind } from './contact.store';

/** Tries per message before it is left for an operator (its last error is kept on the row). */
export const MAX_MAIL_ATTEMPTS = 8;
/** How long a sweep holds a message it is mailing (another process skips it meanwhile). */
const HOLD_MS = 60_000;
/** Back-off after a failed try: 30 s, 1 min, 2 min … at most 1 hour. */
const retryDelayMs = (attempts: number) => Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));

export interface ContactMailDeps {
  store: ContactStore;
  mailer: Mailer;
  /** the storefront's form (field labels, phone, hours, answer time); a stored message keeps its own support address */
  form: (site: SiteCode) => Promise<ContactForm>;
  siteName: (site: SiteCode) => Promise<string>;
  log: Logger;
}

const when = (date: Date) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date).concat(' UTC');
/** One line, for a header: no line breaks or control characters from the sender's text. */
const oneLine = (text: string) => text.replace(/[\s\p{Cc}]+/gu, ' ').trim();

/** 'Label: value' lines of the optional fields the sender filled in, labelled as the form labels them. */
function detailLines(row: ContactMessageRow, form: ContactForm | null): string[] {
  const label = (name: string, fallback: string) => form?.fields.find((field) => field.name === name)?.label ?? fallback;
  const optional: [string, string, string | null][] = [
    ['phone', 'Phone', row.phone],
    ['orderNumber', 'Order number', row.orderNumber],
    ['clinicName', 'Clinic or school', row.clinicName],
  ];
  return optional.filter(([, , value]) => value).map(([name, fallback, value]) => `${label(name, fallback)}: ${value}`);
}

/** The message as the support team reads it. */
export function supportMail(row: ContactMessageRow, form: ContactForm | null, siteName: string): MailMessage {
  const lines = [
    `A message came in through the contact form of ${siteName}.`,
    '',
    `Topic: ${row.topicLabel}`,
    `Name: ${row.name}`,
    `Email: ${row.email}`,
    ...detailLines(row, form),
    `Signed in: ${row.customerId ? `yes (customer ${row.customerId})` : 'no (guest)'}`,
    `Received: ${when(row.createdAt)}`,
    `Message id: ${row.id}`,
    '',
    row.message,
    '',
    'Reply to this mail to answer the sender.',
  ];
  return {
    to: row.supportEmail,
    replyTo: row.email,
    subject: `[${row.site}] ${oneLine(row.topicLabel)}: message from ${oneLine(row.name)}`,
    text: lines.join('\n'),
  };
}

/**
 * The receipt the sender gets: that the message arrived, and when and how the shop answers. It
 * quotes nothing the sender wrote (not the name, not the message): it goes to whatever address was
 * typed, so quoting would let anyone send their own text, under the shop's name, to anyone.
 */
export function receiptMail(row: ContactMessageRow, form: ContactForm | null, siteName: string): MailMessage {
  const reach = form ? [`You can also call us at ${form.phone}, ${form.hours}.`] : [];
  const lines = [
    'Hello,',
    '',
    `Thank you for writing to ${siteName}. We received your message about "${row.topicLabel}" on ${when(row.createdAt)}.`,
    form?.responseTime ?? 'We will answer you soon.',
    ...reach,
    '',
    `Reference: ${row.id}`,
    '',
    'If you did not write to us, you can ignore this mail.',
    '',
    `The ${siteName} team`,
  ];
  return {
    to: row.email,
    replyTo: row.supportEmail,
    subject: `We received your message: ${oneLine(row.topicLabel)}`,
    text: lines.join('\n'),
  };
}

/**
 * Sends the mails of every message due now, one message at a time. `deliver()` during a sweep makes
 * it go round once more (a message stored meanwhile is not missed); a failure stops the sweep (the
 * mail server is likely down) and schedules the next one after the message's back-off.
 */
export function contactMailSender(deps: ContactMailDeps) {
  const { store, mailer, log } = deps;
  let running: Promise<void> | null = null;
  let again = false;
  let retryTimer: NodeJS.Timeout | undefined;

  async function mailOne(row: ContactMessageRow): Promise<void> {
    const [form, siteName] = await Promise.all([deps.form(row.site as SiteCode).catch(() => null), deps.siteName(row.site as SiteCode)]);
    const due: [MailKind, Date | null, MailMessage][] = [
      ['support', row.supportMailedAt, supportMail(row, form, siteName)],
      ['receipt', row.receiptMailedAt, receiptMail(row, form, siteName)],
    ];
    for (const [kind, mailedAt, mail] of due) {
      if (mailedAt) continue;
      await mailer.send(mail);
      await store.markMailed(row.id, kind);
    }
  }

  async function sweep(): Promise<void> {
    for (;;) {
      const row = await store.claimUnmailed(MAX_MAIL_ATTEMPTS, HOLD_MS);
      if (!row) return;
      try {
        await mailOne(row);
        await store.release(row.id);
      } catch (err) {
        const retryInMs = retryDelayMs(row.mailAttempts);
        const error = err instanceof Error ? err.message : String(err);
        log.error({ err, contactMessageId: row.id, attempts: row.mailAttempts }, 'contact message mail failed');
        await store.release(row.id, { error: error.slice(0, 500), retryInMs });
        clearTimeout(retryTimer);
        retryTimer = setTimeout(() => void deliver(), retryInMs + 100).unref();
        return;
      }
    }
  }

  /** Sends what is due; resolves when this sweep (and any asked for during it) is done. Never rejects. */
  function deliver(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await sweep();
      } while (again);
    })()
      .catch((err: unknown) => log.error({ err }, 'contact mail sweep failed'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return { deliver };
}
export type ContactMailSender = ReturnType<typeof contactMailSender>;
