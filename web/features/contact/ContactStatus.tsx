import { type ReactNode, useEffect, useRef } from 'react';
import type { ContactValues } from '../../../core/contact/rules';
import { Button } from '../../ui/Button';
import type { ContactFormContent } from './contact-api';
import type { ContactPhase } from './use-contact-submission';

/** The words of each stage of a message on its way. */
export const CONTACT_STATUS_TEXT = {
  sending: 'Sending your message…',
  offline: 'You are offline. Your message is saved on this device and will be sent when you are back online.',
  unreachable: 'Your message is saved on this device and will be sent as soon as the shop can be reached.',
  sent: 'Your message has been sent.',
  earlierWaiting: (count: number) =>
    count === 1
      ? 'A message written on this device is still waiting to be sent. It will go as soon as the shop can be reached.'
      : `${count} messages written on this device are still waiting to be sent. They will go as soon as the shop can be reached.`,
} as const;

/**
 * A message box that takes focus when it appears: the form it replaces (and the button that had
 * focus) is gone, and keyboard and screen-reader users land on what happened instead.
 */
function Notice({ kind, children }: { kind: 'notice' | 'success'; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} className={`form-message form-message--${kind} contact-status__notice`}>
      {children}
    </div>
  );
}

function SentMessage({ values, form, onStartOver }: { values: ContactValues; form: ContactFormContent; onStartOver: () => void }) {
  const topic = form.topics.find((t) => t.id === values.topic)?.label;
  return (
    <Notice kind="success">
      <p>
        <strong>{CONTACT_STATUS_TEXT.sent}</strong>
      </p>
      <p>
        Thank you{values.name ? `, ${values.name}` : ''}. {topic ? `Your message about ${topic} is with our team. ` : ''}
        We sent a copy to {values.email}. {form.responseTime}
      </p>
      <Button variant="secondary" onClick={onStartOver}>
        Write another message
      </Button>
    </Notice>
  );
}

interface ContactStatusProps {
  phase: ContactPhase;
  earlierWaiting: number;
  form: ContactFormContent;
  onStartOver: () => void;
}

/**
 * Where the sender's message stands, in one polite live region that stays on the page, so each
 * change (sending, waiting offline, sent) is read out as it happens.
 */
export function ContactStatus({ phase, earlierWaiting, form, onStartOver }: ContactStatusProps) {
  return (
    <div className="contact-status" role="status">
      {phase.kind === 'sent' && <SentMessage values={phase.values} form={form} onStartOver={onStartOver} />}
      {phase.kind === 'waiting' && (
        <Notice kind="notice">
          <p>{phase.offline ? CONTACT_STATUS_TEXT.offline : CONTACT_STATUS_TEXT.unreachable}</p>
        </Notice>
      )}
      {phase.kind === 'sending' && <p className="contact-status__sending">{CONTACT_STATUS_TEXT.sending}</p>}
      {earlierWaiting > 0 && (
        <div className="form-message form-message--notice">
          <p>{CONTACT_STATUS_TEXT.earlierWaiting(earlierWaiting)}</p>
        </div>
      )}
    </div>
  );
}
