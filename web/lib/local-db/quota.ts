/** Listeners told when the device refuses to store more (docs/architecture.md §6: the app keeps working and says so). */
export type StorageProblemListener = (problem: 'quota' | 'unavailable') => void;

const listeners = new Set<StorageProblemListener>();

/** True for the errors browsers raise when the origin's storage quota is used up. */
export function isQuotaError(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/** Reports a failed write to every listener (the shell shows a notice). */
export function reportStorageError(error: unknown): void {
  const problem = isQuotaError(error) ? 'quota' : 'unavailable';
  console.warn(`Local storage write failed (${problem})`, error);
  for (const listener of listeners) listener(problem);
}

/** Subscribes to storage problems; returns the unsubscribe. */
export function onStorageProblem(listener: StorageProblemListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
