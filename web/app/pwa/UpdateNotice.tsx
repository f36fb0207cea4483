import { Suspense, useSyncExternalStore } from 'react';
import { lazyOptional } from '../../lib/lazy-component';
import { isUpdateAvailable, onUpdateAvailable } from '../../lib/register-sw';

// The offer and its checks load only when a new version waits (a first visit loads none of it).
const UpdatePrompt = lazyOptional(() => import('./UpdatePrompt').then((m) => m.UpdatePrompt));

const subscribe = (onChange: () => void) => onUpdateAvailable(onChange);

/** "A new version is available" (docs/architecture.md §6), drawn when the worker has one waiting. */
export function UpdateNotice() {
  const available = useSyncExternalStore(subscribe, isUpdateAvailable, () => false);
  if (!available) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
