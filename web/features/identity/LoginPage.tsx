import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Redirect } from '../../app/Redirect';
import { Link } from '../../ui/Link';
import {
  FORGOT_PASSWORD_PATH,
  IDENTITY_LOGIN_PATH,
  postLoginTarget,
  SHELTER_LOGIN_PATH,
  SHELTER_REGISTER_PATH,
  screenSetRoute,
} from '../../../core/identity';
import { useSiteCode } from '../../app/site';
import { ApiError } from '../../lib/api';
import { pushEvent } from '../../lib/data-layer';
import { FormField, FormMessage } from '../../ui/FormField';
import { identityApi } from './identity-api';
import { previousPath } from './navigation-history';
import { setPendingRedirect } from './pending-redirect';
import { publishSignIn } from './sign-in-events';
import { inactivityFlag, useUserStore } from './user-store';
import { Button } from '../../ui/Button';
import './identity.css';

interface LoginPageProps {
  /** the shelter login (DTC) or the identity provider's login (/account/login) */
  loginPath: string;
}

function useVerification(token: string | null) {
  const [state, setState] = useState<'idle' | 'verified' | 'failed'>('idle');
  useEffect(() => {
    if (!token) return;
    identityApi.verifyEmail(token).then(
      () => setState('verified'),
      () => setState('failed'),
    );
  }, [token]);
  return state;
}

/** 'Log In': email and password; on success the access rules decide where the visitor goes. */
function LoginForm({ loginPath }: LoginPageProps) {
  const site = useSiteCode();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [loggedOutForInactivity] = useState(() => inactivityFlag.isSet());
  const verification = useVerification(params.get('verify'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!email.trim()) missing.email = 'Enter your email address';
    if (!password) missing.password = 'Enter your password';
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      const { data } = await identityApi.login({ email: email.trim(), password });
      inactivityFlag.clear();
      pushEvent('login', { method: 'password', site });
      // §4: the features that follow sign-ins finish first (the cart restores the persisted cart),
      // so a compliance checkout opens the merged cart and the limit check sees it.
      const { checkout } = await publishSignIn();
      setPendingRedirect(
        postLoginTarget({
          site,
          loginPath,
          previousPath: previousPath(),
          redirectParam: params.get('redirect'),
          isRegistered: data.account.isRegistered,
          checkout,
        }),
      );
      useUserStore.getState().signedIn(data.account, data.session);
      void useUserStore.getState().load(); // picks up the cache key for logout
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      setFailure(
        error instanceof ApiError && error.status !== 0
          ? error.message
          : 'We could not reach the shop. Check your connection and try again.',
      );
    }
  };

  return (
    <div className="auth-page">
      <h1>Log In</h1>
      {site === 'HPSF' && <p className="auth-page__lead">Sign in with your clinic staff account.</p>}
      {loggedOutForInactivity && (
        <FormMessage kind="notice">
          <p>You were logged out for inactivity. Log in again to continue.</p>
        </FormMessage>
      )}
      {params.get('registered') === '1' && (
        <FormMessage kind="success">
          <p>Your account was created. Log in to continue.</p>
        </FormMessage>
      )}
      {params.get('reset') === '1' && (
        <FormMessage kind="success">
          <p>Your password was reset. Log in with your new password.</p>
        </FormMessage>
      )}
      {verification === 'verified' && (
        <FormMessage kind="success">
          <p>Your email address is confirmed.</p>
        </FormMessage>
      )}
      {verification === 'failed' && (
        <FormMessage kind="error">
          <p>This confirmation link has expired or was already used.</p>
        </FormMessage>
      )}
      {failure && (
        <FormMessage kind="error">
          <p>{failure}</p>
        </FormMessage>
      )}
      <form className="auth-form" onSubmit={submit} noValidate>
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          required
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          required
        />
        <Button type="submit" disabled={busy}>
          {busy ? 'Logging in…' : 'Log In'}
        </Button>
      </form>
      <div className="auth-links">
        <Link to={FORGOT_PASSWORD_PATH}>Forgot your password?</Link>
        <Link to={SHELTER_REGISTER_PATH}>Create Account</Link>
      </div>
    </div>
  );
}

/** /shelter/login. */
export function ShelterLoginPage() {
  return <LoginForm loginPath={SHELTER_LOGIN_PATH} />;
}

/** /account/login: the identity provider's login; a screenSet parameter opens that screen's route (§2). */
export function AccountLoginPage() {
  const [params] = useSearchParams();
  const screenSet = params.get('screenSet');
  if (screenSet) {
    const route = screenSetRoute(screenSet);
    if (route !== SHELTER_LOGIN_PATH) return <Redirect to={route} />;
  }
  return <LoginForm loginPath={IDENTITY_LOGIN_PATH} />;
}
