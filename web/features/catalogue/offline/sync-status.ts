/** Where saving the catalogue for offline use stands, for the small status the layout shows. */
import { create } from 'zustand';

export type CatalogueSyncStatus =
  | { phase: 'idle' }
  /** downloading, checking and storing a new snapshot; percent 0–100 */
  | { phase: 'saving'; percent: number }
  /** a snapshot is stored; `fresh` when this visit just saved it (worth telling the shopper) */
  | { phase: 'ready'; fresh: boolean }
  /** the last attempt failed ('storage': the device refused it, and the shell's storage notice says so) */
  | { phase: 'failed'; reason: 'storage' | 'network' | 'other' };

export const useCatalogueSyncStatus = create<{ status: CatalogueSyncStatus }>(() => ({ status: { phase: 'idle' } }));

export function setCatalogueSyncStatus(status: CatalogueSyncStatus): void {
  useCatalogueSyncStatus.setState({ status });
}
