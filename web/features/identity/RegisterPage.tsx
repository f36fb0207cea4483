import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { loginPathFor, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '../../../core/identity';
import { useSiteCode } from '../../app/site';
import { ApiError } from '../../lib/api';
import { pushEvent } from '../../lib/data-layer';
import { FormField, FormMessage } from '../../ui/FormField';
import { identityApi } from './identity-api';
import { Button } from '../../ui/Button';
import './identity.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 'Create Account': the account is created, a confirmation mail sent, and the visitor logs in. */
export function RegisterPage() {
  const site = useSiteCode();
  const navigate = useNavigate();
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', phone: '', password: '', acceptsMarketing: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = (name: 'firstName' | 'lastName' | 'email' | 'phone' | 'password') => ({
    value: form[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!form.firstName.trim()) found.firstName = 'First name is required';
    if (!form.lastName.trim()) found.lastName = 'Last name is required';
    if (!EMAIL.test(form.email.trim())) found.email = 'Enter a valid email address';
    const weak = passwordProblem(form.password, form.email);
    if (weak) found.password = weak;
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await identityApi.register({
        email: form.email.trim(),
        password: form.password,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        phone: form.phone.trim() || undefined,
        acceptsMarketing: form.acceptsMarketing,
      });
      pushEvent('sign_up', { method: 'password', site });
      navigate(`${loginPathFor(site)}?registered=1`, { replace: true });
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
      <h1>Create Account</h1>
      <p className="auth-page__lead">
        {site === 'HPSF'
          ? 'Create your staff account; you will then tell us about your role and clinic.'
          : 'Track orders, manage autoships and check out faster.'}
      </p>
      {failure && (
        <FormMessage kind="error">
          <p>{failure}</p>
        </FormMessage>
      )}
      <form className="auth-form" onSubmit={submit} noValidate>
        <div className="auth-form__row">
          <FormField label="First name" autoComplete="given-name" required {...field('firstName')} />
          <FormField label="Last name" autoComplete="family-name" required {...field('lastName')} />
        </div>
        <FormField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <FormField label="Phone (optional)" type="tel" autoComplete="tel" {...field('phone')} />
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters; common passwords are refused.`}
          {...field('password')}
        />
        <label className="form-checkbox">
          <input
            type="checkbox"
            checked={form.acceptsMarketing}
            onChange={(e) => setForm({ ...form, acceptsMarketing: e.target.checked })}
          />
          Email me news and offers
        </label>
        <Button type="submit" disabled={busy}>
          {busy ? 'Creating account…' : 'Create Account'}
        </Button>
      </form>
      <div className="auth-links">
        <span>
          Already have an account? <Link to={loginPathFor(site)}>Log In</Link>
        </span>
      </div>
    </div>
  );
}
