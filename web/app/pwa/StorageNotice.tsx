import { Suspense, useEffect, useState } from 'react';
import { onStorageProblem } from '../../lib/local-db';
import { lazyOptional } from '../../lib/lazy-component';
import type { StorageProblem } from './StorageProblemNotice';

// The notice's words load when there is a problem to tell (a first visit loads none of it).
const StorageProblemNotice = lazyOptional(() => import('./StorageProblemNotice').then((m) => m.StorageProblemNotice));

/** Tells the shopper once when the device refuses to store data (docs/architecture.md §6: the app keeps working). */
export function StorageNotice() {
  const [problem, setProblem] = useState<StorageProblem | null>(null);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => onStorageProblem((reported) => setProblem((shown) => (shown === 'quota' ? shown : reported))), []);

  if (!problem || dismissed) return null;
  return (
    <Suspense fallback={null}>
      <StorageProblemNotice problem={problem} onDismiss={() => setDismissed(true)} />
    </Suspense>
  );
}
