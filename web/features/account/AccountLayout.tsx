import type { ReactNode } from 'react';
import { NavLink } from '../../ui/NavLink';
import { useIsStaffFeeding } from '../../app/site';
import { useOnline } from '../../lib/use-online';
import './account.css';

/** Words of the offline marker on account pages drawn from the saved copy. */
export const OFFLINE_COPY = 'Offline copy';

/** An account page: its heading, the account navigation, and the offline marker when it applies. */
export function AccountLayout({ title, children, offlineCopy }: { title: string; children: ReactNode; offlineCopy?: boolean }) {
  const staff = useIsStaffFeeding();
  const online = useOnline();
  return (
    <div className="account-page">
      <nav className="account-page__nav" aria-label="Account pages">
        <NavLink to="/account/dashboard">My Account</NavLink>
        <NavLink to="/account/profile">My Profile</NavLink>
        <NavLink to="/account/orders" end={false}>
          My Orders
        </NavLink>
        <NavLink to="/account/autoships">{staff ? 'My Autoships' : 'My Subscriptions'}</NavLink>
        <NavLink to="/account/address-book">Address Book</NavLink>
      </nav>
      <div className="account-page__main">
        <h1>{title}</h1>
        {(offlineCopy ?? !online) && (
          <p className="account-page__offline" role="status">
            <strong>{OFFLINE_COPY}</strong>: you are offline. This is what the page showed when you were last online; changes cannot be
            saved until you are back online.
          </p>
        )}
        {children}
      </div>
    </div>
  );
}

/** The offline marker applies when the browser is offline or the last fetch could not reach the server. */
export function isOfflineCopy(online: boolean, query: { data?: unknown; error: unknown }): boolean {
  const unreachable = (query.error as { status?: number } | null)?.status === 0;
  return query.data !== undefined && (!online || unreachable);
}

/** Loading and failure states shared by the account pages. */
export function QueryState({ isPending, error, hasData }: { isPending: boolean; error: unknown; hasData: boolean }) {
  if (hasData) return null;
  if (error) {
    const offline = (error as { status?: number }).status === 0;
    return (
      <p className="account-page__error" role="alert">
        {offline
          ? 'You are offline and this page was not saved on this device yet. Open it again once you are back online.'
          : 'We could not load this page. Try again.'}
      </p>
    );
  }
  return isPending ? <p role="status">Loading…</p> : null;
}
