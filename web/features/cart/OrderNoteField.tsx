/**
 * The cart's order note (§3 cart note): saved through the outbox like every cart change, so it
 * works offline; at most MAX_CART_NOTE characters (the shop refuses more, naming `note`).
 */
import { useEffect, useState } from 'react';
import { MAX_CART_NOTE } from '../../../core/cart/rules';
import { Button } from '../../ui/Button';
import { FieldShell } from '../../ui/FormField';
import './OrderNoteField.css';

export interface OrderNoteFieldProps {
  note: string | null;
  setNote: (note: string | null) => Promise<void>;
}

export function OrderNoteField({ note, setNote }: OrderNoteFieldProps) {
  const saved = note ?? '';
  const [text, setText] = useState(saved);
  const [status, setStatus] = useState<string | null>(null);
  // the cart's note changes from elsewhere (another tab, the shop's answer): show it unless being edited
  useEffect(() => setText((current) => (current === '' ? saved : current)), [saved]);
  const changed = text !== saved;
  // "saved" only once the change is stored (queued in the outbox): a reload right after the
  // message must find the note again
  const save = async () => {
    setStatus(null);
    await setNote(text.slice(0, MAX_CART_NOTE));
    setStatus(navigator.onLine ? 'Order note saved.' : 'Order note saved on this device; it syncs once you are back online.');
  };
  return (
    <div className="order-note">
      <FieldShell
        label="Order note"
        optional
        hint={`${text.length}/${MAX_CART_NOTE} characters. Delivery instructions or anything we should know.`}
      >
        {({ inputId, describedBy }) => (
          <textarea
            id={inputId}
            name="note"
            rows={3}
            maxLength={MAX_CART_NOTE}
            value={text}
            aria-describedby={describedBy}
            onChange={(event) => {
              setText(event.target.value);
              setStatus(null);
            }}
          />
        )}
      </FieldShell>
      <div className="order-note__actions">
        <Button variant="secondary" disabled={!changed} onClick={() => void save()}>
          Save note
        </Button>
        <p className="order-note__status" role="status">
          {status}
        </p>
      </div>
    </div>
  );
}
