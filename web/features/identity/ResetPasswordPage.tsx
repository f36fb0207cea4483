import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { FORGOT_PASSWORD_PATH, loginPathFor, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '../../../core/identity';
import { useSiteCode } from '../../app/site';
import { ApiError } from '../../lib/api';
import { FormField, FormMessage } from '../../ui/FormField';
import { identityApi } from './identity-api';
import { Button } from '../../ui/Button';
import './identity.css';

/** Password reset from the mailed link (?token=…): a new password, then log in. */
export function ResetPasswordPage() {
  const site = useSiteCode();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const weak = passwordProblem(password);
    if (weak) found.password = weak;
    else if (password !== confirm) found.confirm = 'The passwords do not match';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await identityApi.resetPassword(token, password);
      navigate(`${loginPathFor(site)}?reset=1`, { replace: true });
    } catch (error) {
      setBusy(false);
      setErrors(error instanceof ApiError && error.fields ? error.fields : { form: 'We could not reach the shop. Try again.' });
    }
  };

  if (token.length < 20 || errors.token) {
    return (
      <div className="auth-page">
        <h1>Reset Password</h1>
        <FormMessage kind="error">
          <p>{errors.token ?? 'This reset link is not complete.'}</p>
        </FormMessage>
        <p>
          <Link to={FORGOT_PASSWORD_PATH}>Send a new reset link</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="auth-page">
      <h1>Reset Password</h1>
      <p className="auth-page__lead">Choose a new password for your account.</p>
      {errors.form && (
        <FormMessage kind="error">
          <p>{errors.form}</p>
        </FormMessage>
      )}
      <form className="auth-form" onSubmit={submit} noValidate>
        <FormField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters; common passwords are refused.`}
          required
        />
        <FormField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          error={errors.confirm}
          required
        />
        <Button type="submit" disabled={busy}>
          Reset Password
        </Button>
      </form>
    </div>
  );
}
