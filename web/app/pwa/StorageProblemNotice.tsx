import type { StorageProblemListener } from '../../lib/local-db';
import { Button } from '../../ui/Button';

export type StorageProblem = Parameters<StorageProblemListener>[0];

export const STORAGE_PROBLEM_TEXT: Record<StorageProblem, string> = {
  quota: 'Storage is full: the shop keeps working, but new data may not be saved for offline use. Free up space on this device to fix it.',
  unavailable: 'Storage is unavailable: the shop keeps working while you are online, but cannot save data on this device for offline use.',
};

/** What StorageNotice shows once the device refused to store data, with Dismiss. */
export function StorageProblemNotice({ problem, onDismiss }: { problem: StorageProblem; onDismiss: () => void }) {
  return (
    <section className="shell-notice shell-notice--warning" aria-label="Storage">
      <p className="shell-notice__text" role="alert">
        {STORAGE_PROBLEM_TEXT[problem]}
      </p>
      <div className="shell-notice__actions">
        <Button variant="secondary" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    </section>
  );
}
