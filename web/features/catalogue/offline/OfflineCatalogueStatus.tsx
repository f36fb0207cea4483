import { useEffect, useState } from 'react';
import { useCatalogueSyncStatus } from './sync-status';
import './OfflineCatalogueStatus.css';

/** How long 'Catalogue available offline' stays up after a save before it steps aside. */
const READY_NOTICE_MS = 6000;

/**
 * A small status while the catalogue is saved for offline use ('Saving the catalogue for offline
 * use… 60%', then 'Catalogue available offline' for a few seconds). Rendered only with something
 * to say, docked with the shell's other notices.
 */
export function OfflineCatalogueStatus() {
  const status = useCatalogueSyncStatus((state) => state.status);
  const [readyShown, setReadyShown] = useState(false);
  const fresh = status.phase === 'ready' && status.fresh;

  useEffect(() => {
    if (!fresh) return;
    setReadyShown(true);
    const timer = window.setTimeout(() => setReadyShown(false), READY_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [fresh]);

  if (status.phase === 'saving') {
    return (
      <div className="offline-status" role="status">
        <span>Saving the catalogue for offline use… {status.percent}%</span>
        <progress className="offline-status__bar" max={100} value={status.percent} aria-hidden="true" />
      </div>
    );
  }
  if (!fresh || !readyShown) return null;
  return (
    <div className="offline-status" role="status">
      <span>Catalogue available offline</span>
    </div>
  );
}
