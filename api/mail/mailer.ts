/**
 * The shop's mails (account links, contact messages and their receipts) through nodemailer: SMTP
 * when SMTP_URL is set, otherwise each mail is written as an .eml file under DATA_DIR/mail (newest
 * last by name), where a developer or a test reads it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** where a reply goes when it is not the sender (a contact message: the shopper who wrote it) */
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** A mailer over SMTP (smtpUrl) or into files under mailDir. */
export function createMailer(options: { smtpUrl?: string; mailDir: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.mailDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      sequence = (sequence + 1) % 1000;
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(3, '0')}-${safeTo}.eml`;
      await writeFile(join(options.mailDir, name), info.message as Buffer);
    },
  };
}
