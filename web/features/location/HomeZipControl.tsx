import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ensureZipRanges } from '../catalogue/queries';
import { useLocationStore, useShopperLocation } from './location-store';
import { BYPASS_ZIP_RANGE_CHECK, homeZipError } from './zip-validation';
import './HomeZipControl.css';

interface HomeZipControlProps {
  /** a one-line control for list toolbars */
  compact?: boolean;
}

/** 'Deliver to 80011' with a form to change it; the zip drives stock and delivery estimates. */
export function HomeZipControl({ compact = false }: HomeZipControlProps) {
  const location = useShopperLocation();
  const setZip = useLocationStore((state) => state.setZip);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const queryClient = useQueryClient();
  const inputId = useId();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const zip = value.trim();
    let ranges: string[] = [];
    if (!BYPASS_ZIP_RANGE_CHECK && /^\d{5}$/.test(zip)) {
      setChecking(true);
      try {
        ranges = await ensureZipRanges(queryClient, location.destination);
      } catch {
        setError("We couldn't check that zip code right now. Try again.");
        return;
      } finally {
        setChecking(false);
      }
    }
    const message = homeZipError(zip, ranges);
    setError(message);
    if (message) return;
    setZip(zip, location.type);
    setEditing(false);
  };

  return (
    <div className={compact ? 'home-zip home-zip--compact' : 'home-zip'}>
      {!editing ? (
        <p className="home-zip__current">
          <span>Deliver to {location.zip}</span>{' '}
          <button
            type="button"
            className="home-zip__change"
            aria-label={`Change zip code (currently ${location.zip})`}
            onClick={() => {
              setValue(location.zip);
              setError(null);
              setEditing(true);
            }}
          >
            Change
          </button>
        </p>
      ) : (
        <form className="home-zip__form" onSubmit={submit} noValidate>
          <label htmlFor={inputId}>Zip code</label>
          <input
            id={inputId}
            className="home-zip__input"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setValue(event.target.value.replace(/\D/g, '').slice(0, 5));
              setError(null);
            }}
          />
          <button type="submit" className="button button--primary home-zip__save" disabled={checking}>
            Update
          </button>
          <button type="button" className="home-zip__cancel" onClick={() => setEditing(false)}>
            Cancel
          </button>
          {error && (
            <p id={errorId} className="home-zip__error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
