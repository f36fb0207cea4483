import { type FormEvent, useState } from 'react';
import { Link } from '../../ui/Link';
import { loginPathFor, RESET_TOKEN_MINUTES } from '../../../core/identity';
import { useSiteCode } from '../../app/site';
import { ApiError } from '../../lib/api';
import { FormField, FormMessage } from '../../ui/FormField';
import { identityApi } from './identity-api';
import { Button } from '../../ui/Button';
import './identity.css';

/** Password recovery: mails a one-time reset link (the answer never says whether the account exists). */
export function ForgotPasswordPage() {
  const site = useSiteCode();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setError('Enter a valid email address');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await identityApi.forgotPassword(email.trim());
      setSentTo(email.trim());
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status !== 0 ? failure.message : 'We could not reach the shop. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-page">
      <h1>Forgot Password</h1>
      {sentTo ? (
        <FormMessage kind="success">
          <p>
            If an account exists for {sentTo}, we sent it a link to reset the password. The link works once, for {RESET_TOKEN_MINUTES}{' '}
            minutes.
          </p>
        </FormMessage>
      ) : (
        <>
          <p className="auth-page__lead">Enter the email address of your account and we will send you a link to choose a new password.</p>
          <form className="auth-form" onSubmit={submit} noValidate>
            <FormField
              label="Email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={error}
              required
            />
            <Button type="submit" disabled={busy}>
              Send reset link
            </Button>
          </form>
        </>
      )}
      <div className="auth-links">
        <Link to={loginPathFor(site)}>Back to Log In</Link>
      </div>
    </div>
  );
}
