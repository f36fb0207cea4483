import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { type ShopperLocation, useLocationStore } from '../location/location-store';
import { BYPASS_ZIP_RANGE_CHECK, homeZipError } from '../location/zip-validation';
import { ensureZipRanges } from './queries';
import { Button } from '../../ui/Button';

export interface HomeZipFormProps {
  location: ShopperLocation;
  /** the form is done: saved or cancelled */
  onClose: () => void;
}

/** The form that changes the home zip (§5: five digits, inside a delivered range). */
export function HomeZipForm({ location, onClose }: HomeZipFormProps) {
  const setZip = useLocationStore((state) => state.setZip);
  const [value, setValue] = useState(location.zip);
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
    onClose();
  };

  return (
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
      <Button type="submit" className="home-zip__save" disabled={checking}>
        Update
      </Button>
      <button type="button" className="home-zip__cancel" onClick={onClose}>
        Cancel
      </button>
      {error && (
        <p id={errorId} className="home-zip__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
