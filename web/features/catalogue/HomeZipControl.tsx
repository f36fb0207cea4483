import { Suspense, useState } from 'react';
import { useShopperLocation } from '../location/location-store';
import './HomeZipControl.css';
import { lazyComponent } from '../../lib/lazy-component';

// The form (and its checks) loads when the shopper asks to change the zip, not with every list.
const HomeZipForm = lazyComponent(() => import('./HomeZipForm').then((m) => m.HomeZipForm));

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
