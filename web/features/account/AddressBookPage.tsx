import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { AccountAddress } from '../../../core/contract/account';
import { useOnline } from '../../lib/use-online';
import { FormMessage } from '../../ui/FormField';
import { accountApi, addressFieldMessages, failureMessage } from './account-api';
import { refreshAccount, useCommerceCustomer, useCustomerId } from './account-queries';
import { AccountLayout, isOfflineCopy, QueryState } from './AccountLayout';
import { AddressForm, type AddressDraft, draftOf } from './AddressForm';
import { Button } from '../../ui/Button';

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; id: string };

/** 'Address Book': create, edit, delete and choose the default address; refused fields say why. */
export function AddressBookPage() {
  const query = useCommerceCustomer();
  const online = useOnline();
  const client = useQueryClient();
  const customerId = useCustomerId();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const addresses = query.data?.addresses ?? [];
  // the message sits above the list: bring it into view (a phone shows the form, not the top),
  // unless fields carry their own messages next to where the user is looking
  const messageBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message && Object.keys(errors).length === 0) messageBox.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [message, errors]);

  const run = async (work: () => Promise<unknown>, success: string, onDone?: () => void) => {
    setBusy(true);
    setMessage(null);
    setErrors({});
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
  const save = (draft: AddressDraft) =>
    editing.kind === 'edit'
      ? run(() => accountApi.updateAddress(editing.id, draft as never), 'The address was saved.', () => setEditing({ kind: 'none' }))
      : run(() => accountApi.createAddress(draft as never), 'The address was added.', () => setEditing({ kind: 'none' }));
  const open = (next: Editing) => {
    setErrors({});
    setMessage(null);
    setEditing(next);
  };

  return (
    <AccountLayout title="Address Book" offlineCopy={isOfflineCopy(online, query)}>
      <div ref={messageBox} className="account-message-anchor">
        {message && (
          <FormMessage kind={message.kind}>
            <p>{message.text}</p>
          </FormMessage>
        )}
      </div>
      <QueryState isPending={query.isPending} error={query.error} hasData={query.data !== undefined} />
      {query.data && addresses.length === 0 && <p>You have no saved addresses yet.</p>}
      <ul className="account-list" aria-label="Saved addresses">
        {addresses.map((a) =>
          editing.kind === 'edit' && editing.id === a.id ? (
            <li key={a.id}>
              <AddressForm legend="Edit address" initial={draftOf(a)} errors={errors} busy={busy} submitLabel="Save address" onSubmit={save} onCancel={() => open({ kind: 'none' })} />
            </li>
          ) : (
            <AddressCard
              key={a.id}
              address={a}
              busy={busy}
              onEdit={() => open({ kind: 'edit', id: a.id })}
              onDelete={() => void run(() => accountApi.deleteAddress(a.id), 'The address was deleted.')}
              onDefault={() => void run(() => accountApi.setDefaultAddress(a.id), 'Your default address was changed.')}
            />
          ),
        )}
      </ul>
      {editing.kind === 'new' ? (
        <AddressForm legend="New address" initial={draftOf(null)} errors={errors} busy={busy} submitLabel="Add address" onSubmit={save} onCancel={() => open({ kind: 'none' })} />
      ) : (
        <Button onClick={() => open({ kind: 'new' })}>
          Add a new address
        </Button>
      )}
    </AccountLayout>
  );
}

function AddressCard(props: { address: AccountAddress; busy: boolean; onEdit: () => void; onDelete: () => void; onDefault: () => void }) {
  const a = props.address;
  const [confirm, setConfirm] = useState(false);
  const label = `${a.address1}, ${a.city}`;
  return (
    <li className="account-card" aria-label={label}>
      <h3>
        {[a.firstName, a.lastName].filter(Boolean).join(' ') || 'Address'}
        {a.isDefault && <span className="account-tag">Default</span>}
      </h3>
      <address>
        {a.address1}
        {a.address2 ? `, ${a.address2}` : ''}
        <br />
        {a.city}, {a.provinceCode} {a.zip}
        {a.phone && (
          <>
            <br />
            {a.phone}
          </>
        )}
      </address>
      <div className="account-card__actions">
        <Button variant="secondary" onClick={props.onEdit} disabled={props.busy}>
          Edit
        </Button>
        {!a.isDefault && (
          <Button variant="secondary" onClick={props.onDefault} disabled={props.busy}>
            Set as default
          </Button>
        )}
        {confirm ? (
          <>
            <Button onClick={props.onDelete} disabled={props.busy}>
              Yes, delete
            </Button>
            <Button variant="secondary" onClick={() => setConfirm(false)}>
              Keep
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => setConfirm(true)} disabled={props.busy}>
            Delete
          </Button>
        )}
      </div>
    </li>
  );
}
