/**
 * Messages of the contact form (see migrations/0005_contact.sql). A row is the message and its
 * mail outbox at once: it is stored in the request's transaction, and its two mails (to the shop's
 * support address, and the receipt to the sender) are sent after the commit, each marked when it
 * went, so a failed send is tried again and a sent mail is never sent twice.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers, inlineReference } from './schema-identity';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    site: text('site').notNull(),
    /** the signed-in customer who wrote it; null for a guest (kept when the account goes) */
    customerId: text('customer_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    topicId: text('topic_id').notNull(),
    /** the topic's label when it was sent (a topic list may change later) */
    topicLabel: text('topic_label').notNull(),
    orderNumber: text('order_number'),
    clinicName: text('clinic_name'),
    message: text('message').notNull(),
    /** the support address the content service named when it was sent: where its mail goes */
    supportEmail: text('support_email').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    supportMailedAt: at('support_mailed_at'),
    receiptMailedAt: at('receipt_mailed_at'),
    mailAttempts: integer('mail_attempts').notNull().default(0),
    /** a sender holds the row until then; after a failure, the earliest next try */
    mailHeldUntil: at('mail_held_until'),
    mailLastError: text('mail_last_error'),
  },
  (table) => [
    inlineReference('contact_messages', table.customerId, customers.id, 'set null'),
    index('contact_messages_site_created_idx').on(table.site, table.createdAt),
    // the rows a mail sweep looks at: few, so the partial index stays small
    index('contact_messages_unmailed_idx')
      .on(table.createdAt)
      .where(sql`${table.supportMailedAt} is null or ${table.receiptMailedAt} is null`),
    check('contact_messages_site', sql`${table.site} in ('DTC', 'HPSF')`),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
