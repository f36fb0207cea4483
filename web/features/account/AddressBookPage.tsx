import { useState } from 'react';
import type { AccountAddress } from '../../../core/contract/account';
import { useOnline } from '../../lib/use-online';
import { FormMessage } from '../../ui/FormField';
import { accountApi } from './account-api';
import { useCommerceCustomer } from './account-queries';
import { useAccountAction } from './use-account-action';
import { AccountLayout, isOfflineCopy, QueryState } from './AccountLayout';
import { AddressForm, type AddressDraft, draftOf } from './AddressForm';
import { Button } from '../../ui/Button';

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; id: string };

/** 'Address Book': create, edit, delete and choose the default address; refused fields say why. */
export function AddressBookPage() {
  const query = useCommerceCustomer();
  const online = useOnline();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const { errors, message, busy, run, clear, messageBox } = useAccountAction();
  const addresses = query.data?.addresses ?? [];

  const save = (draft: AddressDraft) =>
    editing.kind === 'edit'
      ? run(
          () => accountApi.updateAddress(editing.id, draft as never),
          'The address was saved.',
          () => setEditing({ kind: 'none' }),
        )
      : run(
          () => accountApi.createAddress(draft as never),
          'The address was added.',
          () => setEditing({ kind: 'none' }),
        );
  const open = (next: Editing) => {
    clear();
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
              <AddressForm
                legend="Edit address"
                initial={draftOf(a)}
                errors={errors}
                busy={busy}
                submitLabel="Save address"
                onSubmit={save}
                onCancel={() => open({ kind: 'none' })}
              />
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
        <AddressForm
          legend="New address"
          initial={draftOf(null)}
          errors={errors}
          busy={busy}
          submitLabel="Add address"
          onSubmit={save}
          onCancel={() => open({ kind: 'none' })}
        />
      ) : (
        <Button onClick={() => open({ kind: 'new' })}>Add a new address</Button>
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
