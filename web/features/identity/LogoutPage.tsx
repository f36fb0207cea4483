import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { logoutTarget } from '../../../core/identity';
import { buttonClass } from '../../ui/Button';
import { FormMessage } from '../../ui/FormField';
import { previousPath } from './navigation-history';
import { signOut } from './sign-out';
import './identity.css';

/**
 * /logout: signs out (§4 Logout), then home after an account page, else back where the visitor was.
 * Signing out never fails for want of a connection: the device is wiped at once. When the shop could
 * not be told, the page says so and that it will be, before the visitor moves on.
 */
export function LogoutPage() {
  const navigate = useNavigate();
  const [pendingOnServer, setPendingOnServer] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice; one logout
    started.current = true;
    const target = logoutTarget(previousPath());
    signOut().then(({ endedOnServer }) => {
      if (endedOnServer) navigate(target, { replace: true });
      else setPendingOnServer(target);
    });
  }, [navigate]);

  return (
    <div className="auth-page">
      <h1>Log Out</h1>
      {pendingOnServer === null ? (
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
