import { Suspense, useState } from 'react';
import { useShopperLocation } from '../location/location-store';
import './HomeZipControl.css';
import { lazyWithFallback } from '../../lib/lazy-component';
import type { HomeZipFormProps } from './HomeZipForm';

// The form (and its checks) loads when the shopper asks to change the zip, not with every list.
// Offline before the worker has cached it, the shopper is told why the zip cannot change now.
const HomeZipForm = lazyWithFallback(() => import('./HomeZipForm').then((m) => m.HomeZipForm), ZipChangeNeedsConnection);

interface HomeZipControlProps {
  /** a one-line control for list toolbars */
  compact?: boolean;
}

/** 'Deliver to 80011' with a form to change it; the zip drives stock and delivery estimates. */
export function HomeZipControl({ compact = false }: HomeZipControlProps) {
  const location = useShopperLocation();
  const [editing, setEditing] = useState(false);
  const current = (
    <p className="home-zip__current">
      <span>Deliver to {location.zip}</span>{' '}
      <button
        type="button"
        className="home-zip__change"
        aria-label={`Change zip code (currently ${location.zip})`}
        onClick={() => setEditing(true)}
      >
        Change
      </button>
    </p>
  );
  return (
    <div className={compact ? 'home-zip home-zip--compact' : 'home-zip'}>
      {editing ? (
        <Suspense fallback={current}>
          <HomeZipForm location={location} onClose={() => setEditing(false)} />
        </Suspense>
      ) : (
        current
      )}
    </div>
  );
}

/** What Change shows when the form's code cannot be fetched: the zip as it is, and why. */
function ZipChangeNeedsConnection({ location, onClose }: HomeZipFormProps) {
  return (
    <p className="home-zip__current" role="alert">
      <span>Deliver to {location.zip}. Changing the zip code needs a connection.</span>{' '}
      <button type="button" className="home-zip__change" onClick={onClose}>
        OK
      </button>
    </p>
  );
}
