import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { logoutTarget } from '../../../core/identity';
import { Button, buttonClass } from '../../ui/Button';
import { FormMessage } from '../../ui/FormField';
import { previousPath } from './navigation-history';
import { signOutChosen } from './logout-link';
import { signOut } from './sign-out';
import './identity.css';

/**
 * /logout: signs out (§4 Logout), then home after an account page, else back where the visitor was.
 * Only the shop's own Log Out link signs out at once; opened any other way it asks first
 * (logout-link.ts). Signing out never fails for want of a connection: the device is wiped at once.
 * When the shop could not be told, the page says so and that it will be, before the visitor moves on.
 */
export function LogoutPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [confirmed, setConfirmed] = useState(() => signOutChosen(location.state));
  const [pendingOnServer, setPendingOnServer] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!confirmed || started.current) return; // StrictMode runs effects twice; one logout
    started.current = true;
    const target = logoutTarget(previousPath());
    signOut().then(({ endedOnServer }) => {
      if (endedOnServer) navigate(target, { replace: true });
      else setPendingOnServer(target);
    });
  }, [confirmed, navigate]);

  return (
    <div className="auth-page">
      <h1>Log Out</h1>
      {!confirmed ? (
        <>
          <p>Sign out?</p>
          <p>Signing out removes your account's data from this device.</p>
          <p className="auth-page__actions">
            <Button onClick={() => setConfirmed(true)}>Sign out</Button>
            <Link className={buttonClass('secondary')} to="/" replace>
              Stay signed in
            </Link>
          </p>
        </>
      ) : pendingOnServer === null ? (
        <p role="status">Logging out…</p>
      ) : (
        <>
          <FormMessage kind="success">
            <p>
              <strong>You are logged out on this device.</strong>
            </p>
            <p>This device is offline: the shop will end your session as soon as the connection returns.</p>
          </FormMessage>
          <p>
            <Link className={buttonClass('primary')} to={pendingOnServer} replace>
              Continue
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
