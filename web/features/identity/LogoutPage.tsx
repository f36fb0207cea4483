import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { logoutTarget } from '../../../core/identity';
import { FormMessage } from '../../ui/FormField';
import { previousPath } from './navigation-history';
import { signOut } from './sign-out';
import './identity.css';

/** /logout: signs out (§4 Logout), then home after an account page, else back where the visitor was. */
export function LogoutPage() {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice; one logout
    started.current = true;
    const from = previousPath();
    signOut().then((ok) => {
      if (ok) navigate(logoutTarget(from), { replace: true });
      else setFailed(true);
    });
  }, [navigate]);

  return (
    <div className="auth-page">
      <h1>Log Out</h1>
      {failed ? (
        <FormMessage kind="error">
          <p>We could not log you out. Check your connection and try again.</p>
        </FormMessage>
      ) : (
        <p role="status">Logging out…</p>
      )}
    </div>
  );
}
