/**
 * The contact form (§2 Contact Us): the storefront's form from the content service, and sending a
 * message: checked with core's rules (the ones the page runs), counted against the client's rate
 * limit, stored in the request's transaction, then mailed (contact-mail.ts) once it is committed.
 */
import { randomUUID } from 'node:crypto';
import type { SiteCode } from '../../../core/constants';
import { type ContactForm, type ContactMessageInput, topicLabel, validateContactMessage } from '../../../core/contact';
import type { ContactReceipt } from '../../../core/contract/contact';
import { badRequest } from '../../errors';
import type { ClientRateLimit } from '../../rate-limit';
import type { RequestScope } from '../../request-scope';
import type { ContactMailSender } from './contact-mail';
import type { ContactStore } from './contact.store';

export interface ContactServiceDeps {
  store: ContactStore;
  /** the storefront's form, from the content service */
  form: (site: SiteCode) => Promise<ContactForm>;
  limit: ClientRateLimit;
  mail: ContactMailSender;
}

/** Who sends, as the rate limit counts them: the client's address (and the account, from the scope). */
export interface ContactClient {
  address: string;
}

/** The 429 message: how long until the next message is taken. */
export function tooManyMessages(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds < 90 ? `${retryAfterSeconds} seconds` : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return `You have sent several messages in a short time. Please wait ${wait} before sending another.`;
}

/** A field of `data` named as the client sent it ('data.email'), as every 400 of the API names fields. */
const asSent = (errors: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(errors).flatMap(([name, message]) => (message ? [[`data.${name}`, message]] : [])));

export function createContactService(deps: ContactServiceDeps) {
  let sweptOnce = false;
  return {
    /**
     * The form of `site`. The first read in a process also sends what a stopped process left
     * unmailed (a restart between a commit and its mails).
     */
    form(site: SiteCode): Promise<ContactForm> {
      if (!sweptOnce) {
        sweptOnce = true;
        void deps.mail.deliver();
      }
      return deps.form(site);
    },

    /** Checks, counts and stores a message; 400 naming each bad field, 429 over the client's limit. */
    async send(scope: RequestScope, input: ContactMessageInput, client: ContactClient): Promise<ContactReceipt> {
      const form = await deps.form(scope.site);
      const { values, errors } = validateContactMessage(form, input);
      if (Object.keys(errors).length > 0) throw badRequest(asSent(errors), 'Some fields of the message need a second look');
      const keys = [`${scope.site}:address:${client.address}`];
      if (scope.customerId) keys.push(`${scope.site}:customer:${scope.customerId}`);
      await deps.limit.consume(keys, tooManyMessages);
      const id = randomUUID();
      const topicId = values.topic ?? '';
      const receivedAt = await scope.transact((tx) =>
        deps.store.insert(tx, {
          id,
          site: scope.site,
          customerId: scope.customerId,
          name: values.name ?? '',
          email: values.email ?? '',
          phone: values.phone ?? null,
          topicId,
          topicLabel: topicLabel(form, topicId),
          orderNumber: values.orderNumber ?? null,
          clinicName: values.clinicName ?? null,
          message: values.message ?? '',
          supportEmail: form.supportEmail,
        }),
      );
      return { id, receivedAt: receivedAt.toISOString() };
    },

    /** Sends the mails due now (after a message is committed). Never rejects. */
    deliverMails: (): Promise<void> => deps.mail.deliver(),
  };
}
export type ContactService = ReturnType<typeof createContactService>;
