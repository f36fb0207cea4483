/**
 * A message on its way (docs/architecture.md §6): queued in the outbox with its own
 * Idempotency-Key, like a cart change, and sent by the worker's replay, now or once the connection
 * is back, so it is never lost and never sent twice. The page follows it by that key: gone from
 * the queue means the shop took it; refused means the shop answered why (put back into the form).
 */
import type { ContactFieldErrors, ContactValues } from '../../../core/contact/rules';
import { enqueueContactMessage, findContactMessage, listContactMessages, removeContactMessage } from '../../lib/local-db/contact-outbox';
import type { ContactOutboxRow } from '../../lib/local-db/schema';
import { onCartChannel, requestReplay } from '../../lib/outbox-trigger';
import { SEND_CONTACT_PATH } from './contact-api';

/** Who wrote a message: a signed-in customer's is removed from the device at sign-out. */
export type MessageOwner = ContactOutboxRow['owner'];

/** Why the shop refused a message: its words, and the fields it named (by field name). */
export interface MessageRefusal {
  code: string;
  message: string;
  fields: ContactFieldErrors;
  /** the message as it was sent, to put back into the form */
  values: ContactValues;
}

/** Where a queued message stands. */
export type MessageState = { kind: 'waiting' } | { kind: 'sent' } | { kind: 'refused'; refusal: MessageRefusal };

/** 'data.email' → 'email': the server names a field as it was sent. */
function byFieldName(fields: Record<string, string> | undefined): ContactFieldErrors {
  const named: ContactFieldErrors = {};
  for (const [path, message] of Object.entries(fields ?? {})) named[path.replace(/^data\./, '')] = message;
  return named;
}

function valuesOf(row: ContactOutboxRow): ContactValues {
  const data = (row.body as { data?: unknown } | undefined)?.data;
  if (typeof data !== 'object' || data === null) return {};
  return Object.fromEntries(Object.entries(data).filter(([, value]) => typeof value === 'string')) as ContactValues;
}

function refusalOf(row: ContactOutboxRow): MessageRefusal {
  const error = row.error ?? { code: 'REFUSED', message: 'The shop could not take this message.' };
  return { code: error.code, message: error.message, fields: byFieldName(error.fields), values: valuesOf(row) };
}

/**
 * Queues `values` under a new key and asks for it to be sent. Resolves the key, or null when this
 * device cannot keep it (no IndexedDB, storage full): the caller then sends it directly.
 */
export async function queueContactMessage(values: ContactValues, owner: MessageOwner): Promise<string | null> {
  const idempotencyKey = crypto.randomUUID();
  const row = await enqueueContactMessage({ idempotencyKey, path: SEND_CONTACT_PATH, body: { data: values }, owner }).catch(() => null);
  return row ? idempotencyKey : null;
}

/** Asks the worker (or this page) to send what waits; resolves once it reported, or at once offline. */
export async function sendWaitingMessages(): Promise<void> {
  await requestReplay().catch(() => null);
}

/** Where the message queued under `key` stands; a refusal is taken off the queue as it is read (the page shows it). */
export async function messageState(key: string): Promise<MessageState> {
  const row = await findContactMessage(key);
  if (!row) return { kind: 'sent' };
  if (row.status === 'pending') return { kind: 'waiting' };
  if (row.seq !== undefined) await removeContactMessage(row.seq);
  return { kind: 'refused', refusal: refusalOf(row) };
}

/** Calls `listener` whenever a replay ran or the queue changed (in this tab, another, or the worker). */
export function watchOutbox(listener: () => void): () => void {
  return onCartChannel(() => listener());
}

/** Queued messages `owner` may see: a guest sees guests' messages only, a signed-in customer both. */
async function visibleTo(owner: MessageOwner): Promise<ContactOutboxRow[]> {
  return (await listContactMessages().catch(() => [])).filter((row) => owner === 'customer' || row.owner === 'guest');
}

/** How many messages `owner` may see still wait to be sent, but the one queued under `exceptKey`. */
export async function countWaitingMessages(owner: MessageOwner, exceptKey: string | null): Promise<number> {
  return (await visibleTo(owner)).filter((row) => row.status === 'pending' && row.idempotencyKey !== exceptKey).length;
}

/**
 * The newest message of an earlier visit that the shop refused meanwhile, to be put back into the
 * form (then taken off the queue with forgetRefusal); null when there is none. One at a time:
 * another shows at the next visit.
 */
export async function earlierRefusal(owner: MessageOwner): Promise<(MessageRefusal & { seq: number }) | null> {
  const last = (await visibleTo(owner)).filter((row) => row.status === 'refused').at(-1);
  return last?.seq === undefined ? null : { ...refusalOf(last), seq: last.seq };
}

/** Takes a refusal the page has put back into the form off the queue. */
export function forgetRefusal(seq: number): Promise<void> {
  return removeContactMessage(seq);
}
