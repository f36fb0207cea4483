/**
 * The contact form's state: what is typed, what is wrong with it, and where the sent message
 * stands. A message is checked with core's rules first (the server's own), then queued in the
 * outbox and sent from there (contact-outbox.ts), so going offline mid-way loses nothing.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ContactFieldErrors, type ContactValues, validateContactMessage } from '../../../core/contact/rules';
import { ApiError } from '../../lib/api';
import { type ContactFormContent, sendContactMessageNow } from './contact-api';
import {
  countWaitingMessages,
  earlierRefusal,
  forgetRefusal,
  type MessageOwner,
  type MessageRefusal,
  type MessageState,
  messageState,
  queueContactMessage,
  sendWaitingMessages,
  watchOutbox,
} from './contact-outbox';

/** Where the form is: being filled in, handed over, waiting on the device, or sent. */
export type ContactPhase =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'waiting'; offline: boolean }
  | { kind: 'sent'; values: ContactValues };

/** Shown above the form when an earlier message came back refused. */
export const EARLIER_REFUSAL_TEXT =
  'Your earlier message could not be sent. It is back in the form below so you can check it and send it again.';
/** A device that can neither reach the shop nor keep the message. */
export const NOT_KEPT_TEXT = 'You are offline, and this browser cannot keep your message. Please send it again when you are back online.';

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
const KEPT_AFTER_SENDING: readonly (keyof ContactValues)[] = ['name', 'email', 'phone', 'clinicName'];

/**
 * Follows the message queued last (by its key) and the count of other messages waiting: looked at
 * again whenever a replay ran, the queue changed or the connection came or went.
 */
function useQueuedMessage(owner: MessageOwner, apply: (state: MessageState, values: ContactValues) => void) {
  const [earlierWaiting, setEarlierWaiting] = useState(0);
  const current = useRef<{ key: string; values: ContactValues } | null>(null);
  // One look at a time: a refusal is taken off the queue as it is read, so a second look running
  // alongside would find nothing there and take the message for sent.
  const looking = useRef<Promise<void>>(Promise.resolve());
  const check = useCallback(() => {
    const look = async () => {
      const mine = current.current;
      setEarlierWaiting(await countWaitingMessages(owner, mine?.key ?? null));
      if (!mine) return;
      const state = await messageState(mine.key);
      if (current.current !== mine) return;
      if (state.kind !== 'waiting') current.current = null;
      apply(state, mine.values);
    };
    looking.current = looking.current.then(look, look).catch((error: unknown) => console.warn('Contact message state unread', error));
    return looking.current;
  }, [apply, owner]);

  useEffect(() => {
    void check();
    const stop = watchOutbox(() => void check());
    // Back online: the message is asked to go at once (the app asks too; asking twice sends it once).
    const onOnline = () => void (current.current ? sendWaitingMessages().then(check) : check());
    const onOffline = () => void check();
    addEventListener('online', onOnline);
    addEventListener('offline', onOffline);
    return () => {
      stop();
      removeEventListener('online', onOnline);
      removeEventListener('offline', onOffline);
    };
  }, [check]);

  /** Follows the message just queued under `key`: asks for it to be sent, then looks where it stands. */
  const follow = async (key: string, values: ContactValues) => {
    current.current = { key, values };
    await sendWaitingMessages();
    await check();
  };
  return { earlierWaiting, follow };
}

/** Sends a message the device could not queue; a refusal or no connection comes back as a refusal to show. */
async function sendUnqueued(values: ContactValues): Promise<MessageState> {
  try {
    await sendContactMessageNow(values, crypto.randomUUID());
    return { kind: 'sent' };
  } catch (error) {
    const refusal = error instanceof ApiError && error.status !== 0 ? error : null;
    const fields = Object.fromEntries(Object.entries(refusal?.fields ?? {}).map(([path, text]) => [path.replace(/^data\./, ''), text]));
    return { kind: 'refused', refusal: { code: refusal?.code ?? 'OFFLINE', message: refusal?.message ?? NOT_KEPT_TEXT, fields, values } };
  }
}

export function useContactSubmission(form: ContactFormContent, owner: MessageOwner, initial: ContactValues) {
  const [values, setValues] = useState<ContactValues>(initial);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [phase, setPhase] = useState<ContactPhase>({ kind: 'editing' });
  const [problem, setProblem] = useState<string | null>(null);
  /** bumped to move focus to the first invalid field */
  const [focusRequest, setFocusRequest] = useState(0);

  const showRefusal = useCallback((refusal: MessageRefusal, restore: boolean, lead?: string) => {
    if (restore) setValues(refusal.values);
    setErrors(refusal.fields);
    setProblem(lead ?? refusal.message);
    setPhase({ kind: 'editing' });
    setFocusRequest((n) => n + 1);
  }, []);

  const apply = useCallback(
    (state: MessageState, sent: ContactValues) => {
      if (state.kind === 'sent') setPhase({ kind: 'sent', values: sent });
      else if (state.kind === 'waiting') setPhase({ kind: 'waiting', offline: isOffline() });
      else showRefusal(state.refusal, false);
    },
    [showRefusal],
  );
  const queued = useQueuedMessage(owner, apply);

  useEffect(() => {
    let live = true;
    void earlierRefusal(owner).then((refusal) => {
      if (!live || !refusal) return;
      showRefusal(refusal, true, EARLIER_REFUSAL_TEXT);
      void forgetRefusal(refusal.seq); // only once it is in the form: a draw that was undone leaves it queued
    });
    return () => {
      live = false;
    };
  }, [owner, showRefusal]);

  const submit = async () => {
    const checked = validateContactMessage(form, values);
    setProblem(null);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0) {
      setFocusRequest((n) => n + 1);
      return;
    }
    setPhase(isOffline() ? { kind: 'waiting', offline: true } : { kind: 'sending' });
    const key = await queueContactMessage(checked.values, owner);
    if (key) await queued.follow(key, checked.values);
    else apply(await sendUnqueued(checked.values), checked.values);
  };

  const setField = (name: keyof ContactValues, text: string) => {
    setValues((old) => ({ ...old, [name]: text }));
    setErrors((old) => (old[name] ? { ...old, [name]: undefined } : old));
  };

  /** A new message: the sender's details stay, the topic and text start empty. */
  const startOver = () => {
    setValues((old) => Object.fromEntries(KEPT_AFTER_SENDING.map((name) => [name, old[name] ?? ''])));
    setErrors({});
    setProblem(null);
    setPhase({ kind: 'editing' });
  };

  const { earlierWaiting } = queued;
  return { values, errors, phase, problem, earlierWaiting, focusRequest, setField, submit, startOver };
}
export type ContactSubmission = ReturnType<typeof useContactSubmission>;
