import { useEffect, useState } from 'react';
import { onStorageProblem, type StorageProblemListener } from '../../lib/local-db';

type StorageProblem = Parameters<StorageProblemListener>[0];

export const STORAGE_PROBLEM_TEXT: Record<StorageProblem, string> = {
  quota:
    'Storage is full: the shop keeps working, but new data may not be saved for offline use. Free up space on this device to fix it.',
  unavailable:
    'Storage is unavailable: the shop keeps working while you are online, but cannot save data on this device for offline use.',
};

/** Tells the shopper once when the device refuses to store data (DESIGN §6: the app keeps working). */
export function StorageNotice() {
  const [problem, setProblem] = useState<StorageProblem | null>(null);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => onStorageProblem((reported) => setProblem((shown) => (shown === 'quota' ? shown : reported))), []);

  if (!problem || dismissed) return null;
  return (
    <section className="shell-notice shell-notice--warning" aria-label="Storage">
      <p className="shell-notice__text" role="alert">
        {STORAGE_PROBLEM_TEXT[problem]}
      </p>
      <div className="shell-notice__actions">
        <button type="button" className="button button--secondary" onClick={() => setDismissed(true)}>
          Dismiss
        </button>
      </div>
    </section>
  );
}
