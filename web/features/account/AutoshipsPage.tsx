import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { AUTOSHIP_WEEKS, CANCEL_REASONS, frequencyLabel } from '../../../core/account/autoship-options';
import type { AccountSubscription } from '../../../core/contract/account';
import { useIsStaffFeeding } from '../../app/site';
import { useOnline } from '../../lib/use-online';
import { FormMessage } from '../../ui/FormField';
import { useAccountPagesSettings } from '../content/merchandising-queries';
import { accountApi, failureMessage } from './account-api';
import { accountKeys, useCustomerId, useSubscriptions } from './account-queries';
import { AccountLayout, isOfflineCopy, QueryState } from './AccountLayout';
import { formatDate } from './format';
import { Button } from '../../ui/Button';

/** 'My Subscriptions' ('My Autoships' in HPSF): each autoship with skip, change frequency and cancel. */
export function AutoshipsPage() {
  const staff = useIsStaffFeeding();
  const subscriptions = useSubscriptions();
  const intro = useAccountPagesSettings().data?.autoshipsIntro;
  const online = useOnline();
  const list = subscriptions.data ?? [];
  // kept here: a cancelled autoship moves to the other list, so its own card is drawn anew
  const [notice, setNotice] = useState<string | null>(null);
  const active = list.filter((s) => !s.cancelled);
  const cancelled = list.filter((s) => s.cancelled);
  return (
    <AccountLayout title={staff ? 'My Autoships' : 'My Subscriptions'} offlineCopy={isOfflineCopy(online, subscriptions)}>
      {intro && <p className="account-intro">{intro}</p>}
      {notice && (
        <FormMessage kind="success">
          <p>{notice}</p>
        </FormMessage>
      )}
      <QueryState isPending={subscriptions.isPending} error={subscriptions.error} hasData={subscriptions.data !== undefined} />
      {subscriptions.data && list.length === 0 && (
        <p>You have no autoships yet. Choose Autoship on a product page to have food delivered regularly.</p>
      )}
      <ul className="account-list" aria-label="Active autoships">
        {active.map((s) => (
          <Autoship key={s.contractId} subscription={s} onCancelled={setNotice} />
        ))}
      </ul>
      {cancelled.length > 0 && (
        <>
          <h2>Cancelled</h2>
          <ul className="account-list" aria-label="Cancelled autoships">
            {cancelled.map((s) => (
              <Autoship key={s.contractId} subscription={s} onCancelled={setNotice} />
            ))}
          </ul>
        </>
      )}
    </AccountLayout>
  );
}

function Autoship({ subscription: s, onCancelled }: { subscription: AccountSubscription; onCancelled: (notice: string) => void }) {
  const client = useQueryClient();
  const customerId = useCustomerId();
  const [weeks, setWeeks] = useState(String(s.frequency));
  const [reason, setReason] = useState('');
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const title = s.productTitle ?? `Product ${s.productId}`;

  const act = async (run: () => Promise<{ data: AccountSubscription }>, done: (next: AccountSubscription) => string) => {
    setBusy(true);
    setMessage(null);
    try {
      const { data } = await run();
      client.setQueryData<AccountSubscription[]>(accountKeys.subscriptions(customerId), (list) =>
        list?.map((x) => (x.contractId === data.contractId ? data : x)),
      );
      setMessage({ kind: 'success', text: done(data) });
    } catch (error) {
      setMessage({ kind: 'error', text: failureMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const cancel = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMessage({ kind: 'error', text: 'Choose a reason for cancelling.' });
      return;
    }
    void act(
      () => accountApi.cancelSubscription(s.contractId, reason),
      () => {
        onCancelled(`Your autoship was cancelled.`);
        return 'Your autoship was cancelled.';
      },
    );
  };

  return (
    <li className="account-card" aria-label={title}>
      <h3>
        {title}
        {s.cancelled && <span className="account-tag">Cancelled</span>}
      </h3>
      {message && (
        <FormMessage kind={message.kind}>
          <p>{message.text}</p>
        </FormMessage>
      )}
      <dl className="account-facts">
        <dt>Size</dt>
        <dd>
          {s.variantTitle ?? '—'}
          {s.weight !== null ? ` (${s.weight} ${s.weightUnit})` : ''}
        </dd>
        <dt>SKU</dt>
        <dd>{s.sku}</dd>
        <dt>Quantity</dt>
        <dd>{s.quantity}</dd>
        <dt>Frequency</dt>
        <dd>
          {frequencyLabel(s.frequency)} ({s.frequencyDays} days)
        </dd>
        <dt>Started</dt>
        <dd>{formatDate(s.startDateString)}</dd>
        {s.cancelled ? (
          <>
            <dt>Reason</dt>
            <dd>{s.cancelReason ?? '—'}</dd>
          </>
        ) : (
          <>
            <dt>Next delivery</dt>
            <dd>{formatDate(s.nextDeliveryDate)}</dd>
          </>
        )}
        <dt>Contract</dt>
        <dd>{s.contractId}</dd>
      </dl>
      {!s.cancelled && (
        <>
          <div className="account-card__actions">
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() =>
                void act(
                  () => accountApi.skipSubscription(s.contractId),
                  (next) => `Skipped. Your next delivery is ${formatDate(next.nextDeliveryDate)}.`,
                )
              }
            >
              Skip next delivery
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setConfirmCancel(true)}>
              Cancel autoship
            </Button>
          </div>
          <form
            className="account-inline-form"
            onSubmit={(event) => {
              event.preventDefault();
              void act(
                () => accountApi.changeFrequency(s.contractId, Number(weeks)),
                (next) => `Frequency changed to ${frequencyLabel(next.frequency).toLowerCase()}.`,
              );
            }}
          >
            <label>
              Deliver every
              <select value={weeks} onChange={(e) => setWeeks(e.target.value)}>
                {AUTOSHIP_WEEKS.map((w) => (
                  <option key={w} value={w}>
                    {w} weeks
                  </option>
                ))}
              </select>
            </label>
            <Button variant="secondary" type="submit" disabled={busy || Number(weeks) === s.frequency}>
              Change frequency
            </Button>
          </form>
          {confirmCancel && (
            <form className="account-inline-form" onSubmit={cancel}>
              <label>
                Reason for cancelling
                <select value={reason} onChange={(e) => setReason(e.target.value)}>
                  <option value="">Choose a reason</option>
                  {CANCEL_REASONS.map((r) => (
                    <option key={r} value={r}>
                      {r}
                    </option>
                  ))}
                </select>
              </label>
              <Button type="submit" disabled={busy}>
                Confirm cancellation
              </Button>
              <Button variant="secondary" onClick={() => setConfirmCancel(false)}>
                Keep autoship
              </Button>
            </form>
          )}
        </>
      )}
    </li>
  );
}
