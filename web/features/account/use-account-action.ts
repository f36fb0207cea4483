import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { addressFieldMessages, failureMessage } from './account-api';
import { refreshAccount, useCustomerId } from './account-queries';

export interface ActionMessage {
  kind: 'error' | 'success';
  text: string;
}

/**
 * One account change at a time: `run` sends it, refreshes the account's answers and says how it
 * went; a refusal keeps its field messages. The message sits above the list, so it is brought into
 * view (a phone shows the form, not the top) unless fields carry their own next to the user's eyes.
 */
export function useAccountAction() {
  const client = useQueryClient();
  const customerId = useCustomerId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<ActionMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const messageBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message && Object.keys(errors).length === 0) messageBox.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [message, errors]);

  const clear = () => {
    setErrors({});
    setMessage(null);
  };
  const run = async (work: () => Promise<unknown>, success: string, onDone?: () => void) => {
    setBusy(true);
    clear();
    try {
      await work();
      await refreshAccount(client, customerId);
      onDone?.();
      setMessage({ kind: 'success', text: success });
    } catch (error) {
      setErrors(addressFieldMessages(error));
      setMessage({ kind: 'error', text: failureMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return { errors, message, busy, run, clear, messageBox };
}
