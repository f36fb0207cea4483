import { type FormEvent, useState } from 'react';
import type { Clinic } from '../../../core/contract/identity';
import { pendingMembershipMessage } from '../../../core/identity/clinic-membership';
import { Link } from '../../ui/Link';
import { ApiError } from '../../lib/api';
import { FieldShell, FormField, FormMessage } from '../../ui/FormField';
import { identityApi } from './identity-api';
import { useUserStore } from './user-store';
import { Button } from '../../ui/Button';
import './identity.css';

/** Role codes offered to staff; the spec does not list them (§6), so these are the shop's. */
const ROLES = [
  ['DVM', 'Veterinarian'],
  ['VT', 'Veterinary technician'],
  ['PM', 'Practice manager'],
  ['STU', 'Veterinary student'],
  ['OTH', 'Other clinic staff'],
] as const;
const SEARCH_TYPES = [
  ['name', 'Clinic name'],
  ['zip', 'Zip code'],
  ['id', 'Clinic ID'],
] as const;

const messageOf = (error: unknown) =>
  error instanceof ApiError && error.status !== 0 ? error.message : 'We could not reach the shop. Try again.';

/** Your details: role code, graduation year, current school and preferred ship-to. */
function StaffDetailsForm() {
  const account = useUserStore((state) => state.account);
  const [form, setForm] = useState({
    roleCode: account?.roleCode ?? '',
    graduationYear: account?.graduationYear ?? '',
    currentSchoolName: account?.currentSchoolName ?? '',
    SF_PreferedShipTo: (account?.SF_PreferedShipTo as 'clinic' | 'home' | null) ?? 'clinic',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    try {
      const { data } = await identityApi.updateStaffProfile(form);
      setErrors({});
      setSaved(true);
      useUserStore.getState().updateAccount(data.account);
    } catch (error) {
      setErrors(error instanceof ApiError && error.fields ? error.fields : { form: messageOf(error) });
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-labelledby="staff-details">
      <h2 id="staff-details">1. Your details</h2>
      {errors.form && (
        <FormMessage kind="error">
          <p>{errors.form}</p>
        </FormMessage>
      )}
      {saved && (
        <FormMessage kind="success">
          <p>Your details are saved.</p>
        </FormMessage>
      )}
      <FieldShell label="Role" id="staff-role" error={errors.roleCode}>
        {({ inputId, describedBy, invalid }) => (
          <select
            id={inputId}
            value={form.roleCode}
            onChange={(e) => setForm({ ...form, roleCode: e.target.value })}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          >
            <option value="">Choose your role</option>
            {ROLES.map(([code, label]) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <div className="auth-form__row">
        <FormField
          label="Graduation year"
          inputMode="numeric"
          maxLength={4}
          value={form.graduationYear}
          onChange={(e) => setForm({ ...form, graduationYear: e.target.value })}
          error={errors.graduationYear}
        />
        <FormField
          label="Current school"
          value={form.currentSchoolName}
          onChange={(e) => setForm({ ...form, currentSchoolName: e.target.value })}
          error={errors.currentSchoolName}
        />
      </div>
      <fieldset className="form-fieldset">
        <legend>Preferred ship-to</legend>
        {(['clinic', 'home'] as const).map((value) => (
          <label key={value} className="form-checkbox">
            <input
              type="radio"
              name="ship-to"
              value={value}
              checked={form.SF_PreferedShipTo === value}
              onChange={() => setForm({ ...form, SF_PreferedShipTo: value })}
            />
            {value === 'clinic' ? 'Clinic' : 'Home'}
          </label>
        ))}
      </fieldset>
      <Button type="submit">Save details</Button>
    </form>
  );
}

/** A request to join a clinic that waits for approval: what it means, and the way on to the shop. */
function PendingClinicRequest() {
  const requested = useUserStore((state) => state.account?.clinicRequest ?? null);
  if (!requested) return null;
  return (
    <FormMessage kind="notice">
      <p>{pendingMembershipMessage(requested.name)}</p>
      <p>
        <Link to="/">Start shopping</Link>
      </p>
    </FormMessage>
  );
}

/** Find your clinic by name, zip or id, and join it. */
function ClinicFinder() {
  const [searchType, setSearchType] = useState<'name' | 'zip' | 'id'>('name');
  const [term, setTerm] = useState('');
  const [results, setResults] = useState<Clinic[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [joinError, setJoinError] = useState<string | null>(null);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { data } = await identityApi.searchClinic(searchType, term);
      setError(null);
      setResults(data.clinics);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.fields?.searchTerm ? failure.fields.searchTerm : messageOf(failure));
    }
  };
  const join = async (clinic: Clinic) => {
    try {
      const { data } = await identityApi.joinClinic(clinic.id);
      setJoinError(data.account.isRegistered ? null : 'Clinic chosen. Save your details above to finish your registration.');
      // once registered (and verified), the access rules take the user on to the shop
      useUserStore.getState().updateAccount(data.account);
    } catch (failure) {
      setJoinError(messageOf(failure));
    }
  };

  return (
    <section className="staff-section" aria-labelledby="clinic-finder">
      <h2 id="clinic-finder">2. Find and join your clinic</h2>
      <PendingClinicRequest />
      <search>
        <form className="search-row" onSubmit={search} noValidate aria-label="Search clinics">
          <FieldShell label="Search by" id="clinic-search-type">
            {({ inputId }) => (
              <select id={inputId} value={searchType} onChange={(e) => setSearchType(e.target.value as typeof searchType)}>
                {SEARCH_TYPES.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </FieldShell>
          <FormField label="Search term" value={term} onChange={(e) => setTerm(e.target.value)} error={error} />
          <Button variant="secondary" type="submit">
            Search clinics
          </Button>
        </form>
      </search>
      {joinError && (
        <FormMessage kind="notice">
          <p>{joinError}</p>
        </FormMessage>
      )}
      {results && results.length === 0 && <p role="status">No clinic matches your search.</p>}
      {results && results.length > 0 && (
        <ul className="clinic-results" aria-label="Clinics found">
          {results.map((clinic) => (
            <li key={clinic.id}>
              <div>
                <strong>{clinic.name}</strong> <span>({clinic.id})</span>
                <address>
                  {clinic.groupData.streetAddress}, {clinic.groupData.city}, {clinic.groupData.state} {clinic.groupData.zip}
                  {clinic.groupData.SFHomeDeliveryOnly && ' · home delivery only'}
                </address>
              </div>
              <Button onClick={() => join(clinic)} aria-label={`Join ${clinic.name}`}>
                Join
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The staff-feeding registration path (HPSF): details, then a clinic; registered when both are known. */
export function StaffRegistrationPage() {
  return (
    <div className="auth-page auth-page--wide">
      <h1>Complete Your Registration</h1>
      <p className="auth-page__lead">
        Tell us about your role and join your clinic to shop with clinic pricing. Signed in with your clinic email address, you are
        confirmed at once; otherwise we confirm you with the clinic first.
      </p>
      <StaffDetailsForm />
      <ClinicFinder />
    </div>
  );
}
