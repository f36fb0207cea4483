/**
 * Breadcrumb state of §4 (previous/current page kind, search query, list filters, click flag, trail,
 * last product page) through the pure core reducer, kept in the IndexedDB record 'breadcrumbs'
 * (docs/architecture.md §6). The record is loaded before the first render (loadBreadcrumbState, from main.tsx);
 * a record that no longer matches the schema is dropped.
 */
import { create } from 'zustand';
import { type BreadcrumbAction, breadcrumbReducer } from '../../../core/breadcrumbs/reducer';
import { type BreadcrumbState, INITIAL_BREADCRUMB_STATE } from '../../../core/breadcrumbs/state';
import { deleteRecord, readRecord, writeRecord } from '../../lib/local-db';
import { loadBreadcrumbStateSchema } from '../../lib/lazy-schemas';

/** IndexedDB record of the breadcrumb state. */
export const BREADCRUMB_RECORD = 'breadcrumbs';
/** Where earlier versions kept it (localStorage); moved into IndexedDB once, then removed. */
export const LEGACY_BREADCRUMB_STORAGE_KEY = 'shop.breadcrumbs';

interface BreadcrumbStore {
  state: BreadcrumbState;
  dispatch: (action: BreadcrumbAction) => void;
}

// A page dispatches a few actions per navigation: they are stored as one write.
let pendingSave: BreadcrumbState | undefined;
function save(state: BreadcrumbState): void {
  const first = pendingSave === undefined;
  pendingSave = state;
  if (!first || actionsWhileLoading) return; // while the stored state loads, it is not overwritten
  setTimeout(flushSave, 0);
}
function flushSave(): void {
  const latest = pendingSave;
  pendingSave = undefined;
  if (latest) void writeRecord(BREADCRUMB_RECORD, latest); // refused: it still lives for this visit
}

// What the pages did while the stored state was still loading (a slow IndexedDB lets the first
// draw go first): replayed over the stored state when it comes, so neither is lost.
let actionsWhileLoading: BreadcrumbAction[] | undefined;

export const useBreadcrumbStore = create<BreadcrumbStore>((set, get) => ({
  state: INITIAL_BREADCRUMB_STATE,
  dispatch: (action) => {
    actionsWhileLoading?.push(action);
    const next = breadcrumbReducer(get().state, action);
    save(next);
    set({ state: next });
  },
}));

/** The stored state: the IndexedDB record, else (once) what an earlier version left in localStorage. */
export async function readStoredBreadcrumbState(): Promise<BreadcrumbState | undefined> {
  const stored = await readRecord(BREADCRUMB_RECORD, loadBreadcrumbStateSchema);
  if (stored) return stored;
  try {
    const legacy = globalThis.localStorage?.getItem(LEGACY_BREADCRUMB_STORAGE_KEY);
    if (!legacy) return undefined;
    localStorage.removeItem(LEGACY_BREADCRUMB_STORAGE_KEY);
    const parsed = (await loadBreadcrumbStateSchema()).safeParse(JSON.parse(legacy));
    if (!parsed.success) return undefined;
    await writeRecord(BREADCRUMB_RECORD, parsed.data);
    return parsed.data;
  } catch {
    return undefined; // storage refused or a broken legacy value: start afresh
  }
}

/**
 * Loads the stored breadcrumb state (main.tsx, before the first render when IndexedDB answers in
 * time); what the pages did meanwhile is replayed over it. Never fails.
 */
export async function loadBreadcrumbState(): Promise<void> {
  const actions: BreadcrumbAction[] = [];
  actionsWhileLoading = actions;
  const stored = await readStoredBreadcrumbState().catch(() => undefined);
  if (actionsWhileLoading !== actions) return; // forgotten meanwhile (sign-out), or a later load
  actionsWhileLoading = undefined;
  if (stored) useBreadcrumbStore.setState({ state: actions.reduce(breadcrumbReducer, stored) });
  if (pendingSave === undefined) return;
  pendingSave = useBreadcrumbStore.getState().state; // the saves held while loading, as one
  setTimeout(flushSave, 0);
}

/**
 * Sign-out on a shared workstation: the trail, search query and filters of the user who leaves go,
 * from memory and from IndexedDB (a save still waiting is dropped, so it cannot write them back;
 * a load still under way is dropped, so it cannot bring them back).
 */
export async function forgetBreadcrumbs(): Promise<void> {
  pendingSave = undefined;
  actionsWhileLoading = undefined;
  useBreadcrumbStore.setState({ state: INITIAL_BREADCRUMB_STATE });
  await deleteRecord(BREADCRUMB_RECORD);
}
