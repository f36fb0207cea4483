/**
 * Breadcrumb state of §4 (previous/current page kind, search query, list filters, click flag, trail,
 * last product page) through the pure core reducer. Persisted in localStorage behind this one
 * module for now; the offline issue moves it to IndexedDB. A broken stored record is dropped.
 */
import { create } from 'zustand';
import {
  type BreadcrumbAction,
  type BreadcrumbState,
  breadcrumbReducer,
  restoreBreadcrumbState,
} from '../../../core/breadcrumbs';

export const BREADCRUMB_STORAGE_KEY = 'shop.breadcrumbs';

function load(): BreadcrumbState {
  try {
    const raw = globalThis.localStorage?.getItem(BREADCRUMB_STORAGE_KEY);
    return restoreBreadcrumbState(raw ? JSON.parse(raw) : null);
  } catch {
    return restoreBreadcrumbState(null);
  }
}

function save(state: BreadcrumbState): void {
  try {
    localStorage.setItem(BREADCRUMB_STORAGE_KEY, JSON.stringify(state));
  } catch {
    // storage full or refused: the state still lives for this visit
  }
}

interface BreadcrumbStore {
  state: BreadcrumbState;
  dispatch: (action: BreadcrumbAction) => void;
}

export const useBreadcrumbStore = create<BreadcrumbStore>((set, get) => ({
  state: load(),
  dispatch: (action) => {
    const next = breadcrumbReducer(get().state, action);
    save(next);
    set({ state: next });
  },
}));
