import type { Filter } from '../entities/catalogue';
import type { Crumb } from './crumb';
import type { PageKind } from './page-kind';

// zod-free on purpose: the state is on every page's startup path; its schema is in state-schema.ts.

/** Breadcrumb state (§4). */
export interface BreadcrumbState {
  previousKind: PageKind | null;
  currentKind: PageKind | null;
  /** last search query (SRP) */
  searchQuery: string;
  /** filters of the last product list, restored when a breadcrumb leads back to it */
  listFilters: Filter[];
  /** set by a breadcrumb click, consumed by the next navigation */
  clicked: boolean;
  trail: Crumb[];
  /** id of the last product detail page */
  lastPdpId: string | null;
}

/** State before any navigation. */
export const INITIAL_BREADCRUMB_STATE: BreadcrumbState = Object.freeze({
  previousKind: null,
  currentKind: null,
  searchQuery: '',
  listFilters: [],
  clicked: false,
  trail: [],
  lastPdpId: null,
}) as BreadcrumbState;
