import { useEffect, useState, useSyncExternalStore } from 'react';
import { reloadPageWhenAllowed } from '../../lib/page-reload';
import { isUpdateAvailable, onUpdateAvailable } from '../../lib/register-sw';
import { applyUpdate } from '../../lib/sw-update';
import { findUpdateBlocker, UPDATE_BLOCKER_TEXT, type UpdateBlocker } from './update-gate';
import { Button } from '../../ui/Button';

/** How often a requested reload looks again whether the cart has synced or the checkout closed. */
export const UPDATE_RECHECK_MS = 1000;

const subscribe = (onChange: () => void) => onUpdateAvailable(onChange);

type Progress = { phase: 'offered' } | { phase: 'waiting'; blocker: UpdateBlocker } | { phase: 'reloading' };

/**
 * "A new version is available" with Reload (docs/architecture.md §6). Reload waits while a cart change is
 * queued or a checkout is open, says why, and goes ahead by itself once nothing is in the way;
 * the page then reloads when the new worker controls it (within the 10 s reload guard).
 */
export function UpdatePrompt() {
  const available = useSyncExternalStore(subscribe, isUpdateAvailable, () => false);
  const [requested, setRequested] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [progress, setProgress] = useState<Progress>({ phase: 'offered' });

  useEffect(() => {
    if (!requested) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = async () => {
      const blocker = await findUpdateBlocker();
      if (cancelled) return;
      if (blocker) {
        setProgress({ phase: 'waiting', blocker });
        timer = setTimeout(attempt, UPDATE_RECHECK_MS);
      } else {
        setProgress({ phase: 'reloading' });
        // No worker waits any more when another tab already took the update: this page only reloads.
        if (!applyUpdate()) reloadPageWhenAllowed();
      }
    };
    void attempt();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [requested]);

  if (!available || dismissed) return null;
  return (
    <section className="shell-notice shell-notice--update" aria-label="New version">
      <div className="shell-notice__text" role="status">
        <p className="shell-notice__title">A new version is available</p>
        {progress.phase === 'waiting' && <p>{UPDATE_BLOCKER_TEXT[progress.blocker]}</p>}
        {progress.phase === 'reloading' && <p>Loading the new version…</p>}
      </div>
      {/* Once asked, the reload goes ahead by itself: nothing left to press. */}
      {!requested && (
        <div className="shell-notice__actions">
          <Button onClick={() => setRequested(true)}>Reload</Button>
          <Button variant="secondary" onClick={() => setDismissed(true)}>
            Later
          </Button>
        </div>
      )}
    </section>
  );
}
