import type { Filter } from '../entities/catalogue';
import type { Crumb } from './crumb';
import { LIST_KINDS, type PageKind } from './page-kind';
import { type BreadcrumbState, INITIAL_BREADCRUMB_STATE } from './state';

/** Events that change the breadcrumb state. */
export type BreadcrumbAction =
  /** a page was reached; `filters` are the list's own (from its URL) when it has any */
  | { type: 'navigated'; kind: PageKind; searchQuery?: string; filters?: Filter[]; productId?: string; trail?: Crumb[] }
  | { type: 'breadcrumbClicked' }
  | { type: 'filtersChanged'; filters: Filter[] }
  | { type: 'trailChanged'; trail: Crumb[] }
  | { type: 'reset' };

/**
 * True when a move drops the remembered list filters (§4): product detail → a list without a
 * breadcrumb click, and category list ↔ product list in either direction.
 */
export function clearsListFilters(from: PageKind | null, to: PageKind, breadcrumbClicked: boolean): boolean {
  if (from === 'PDP' && LIST_KINDS.includes(to)) return !breadcrumbClicked;
  return (from === 'CLP' && to === 'PLP') || (from === 'PLP' && to === 'CLP');
}

function navigated(state: BreadcrumbState, action: Extract<BreadcrumbAction, { type: 'navigated' }>): BreadcrumbState {
  const from = state.currentKind;
  const kept = clearsListFilters(from, action.kind, state.clicked) ? [] : state.listFilters;
  return {
    previousKind: from,
    currentKind: action.kind,
    searchQuery: action.kind === 'SRP' ? (action.searchQuery ?? state.searchQuery) : state.searchQuery,
    listFilters: action.filters ?? kept,
    clicked: false,
    trail: action.trail ?? state.trail,
    lastPdpId: action.kind === 'PDP' ? (action.productId ?? state.lastPdpId) : state.lastPdpId,
  };
}

/** Breadcrumb state reducer (§4); pure, returns a new state for every change. */
export function breadcrumbReducer(state: BreadcrumbState, action: BreadcrumbAction): BreadcrumbState {
  switch (action.type) {
    case 'navigated':
      return navigated(state, action);
    case 'breadcrumbClicked':
      return { ...state, clicked: true };
    case 'filtersChanged':
      return { ...state, listFilters: action.filters };
    case 'trailChanged':
      return { ...state, trail: action.trail };
    case 'reset':
      return INITIAL_BREADCRUMB_STATE;
  }
}
