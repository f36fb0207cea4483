import { describe, expect, it } from 'vitest';
import type { PageKind } from '../../../core/breadcrumbs/page-kind';
import { type BreadcrumbAction, breadcrumbReducer, clearsListFilters } from '../../../core/breadcrumbs/reducer';
import { INITIAL_BREADCRUMB_STATE, type BreadcrumbState } from '../../../core/breadcrumbs/state';
import { breadcrumbStateSchema, restoreBreadcrumbState } from '../../../core/breadcrumbs/state-schema';
import type { Filter } from '../../../core/entities/catalogue';

const filters: Filter[] = [{ field: 'brand', value: 'vita-core' }];
const run = (actions: BreadcrumbAction[], from: BreadcrumbState = INITIAL_BREADCRUMB_STATE) => actions.reduce(breadcrumbReducer, from);
const go = (kind: PageKind, extra: Partial<Extract<BreadcrumbAction, { type: 'navigated' }>> = {}): BreadcrumbAction => ({
  type: 'navigated',
  kind,
  ...extra,
});

describe('clearsListFilters', () => {
  it.each<[PageKind | null, PageKind, boolean, boolean]>([
    ['PDP', 'PLP', false, true],
    ['PDP', 'CLP', false, true],
    ['PDP', 'SRP', false, true],
    ['PDP', 'PLP', true, false],
    ['PDP', 'CLP', true, false],
    ['CLP', 'PLP', false, true],
    ['PLP', 'CLP', false, true],
    ['CLP', 'PLP', true, true],
    ['PLP', 'CLP', true, true],
    ['PLP', 'PDP', false, false],
    ['CLP', 'CLP', false, false],
    ['PLP', 'PLP', false, false],
    ['SRP', 'PLP', false, false],
    ['PDP', 'HOME', false, false],
    [null, 'PLP', false, false],
  ])('%s → %s (clicked %s) clears: %s', (from, to, clicked, expected) => {
    expect(clearsListFilters(from, to, clicked)).toBe(expected);
  });
});

describe('breadcrumbReducer', () => {
  it('tracks previous and current kinds', () => {
    const state = run([go('HOME'), go('PLP')]);
    expect(state).toMatchObject({ previousKind: 'HOME', currentKind: 'PLP' });
  });

  it('keeps list filters PLP → PDP → PLP when the way back is a breadcrumb click', () => {
    const state = run([go('PLP', { filters }), go('PDP', { productId: 'p1' }), { type: 'breadcrumbClicked' }, go('PLP')]);
    expect(state).toMatchObject({ listFilters: filters, clicked: false, lastPdpId: 'p1', previousKind: 'PDP' });
  });

  it('clears list filters PDP → PLP without a click', () => {
    const state = run([go('PLP', { filters }), go('PDP', { productId: 'p1' }), go('PLP')]);
    expect(state.listFilters).toEqual([]);
  });

  it('clears list filters between CLP and PLP, both ways', () => {
    expect(run([go('CLP', { filters }), go('PLP')]).listFilters).toEqual([]);
    expect(run([go('PLP', { filters }), go('CLP')]).listFilters).toEqual([]);
  });

  it('filters carried by the navigation (from the URL) win', () => {
    const other: Filter[] = [{ field: 'flavor', value: 'beef' }];
    expect(run([go('CLP', { filters }), go('PLP', { filters: other })]).listFilters).toEqual(other);
  });

  it('remembers filters changed on a list page', () => {
    expect(run([go('PLP'), { type: 'filtersChanged', filters }]).listFilters).toEqual(filters);
  });

  it('a click is consumed by the next navigation', () => {
    const state = run([go('PDP'), { type: 'breadcrumbClicked' }]);
    expect(state.clicked).toBe(true);
    expect(breadcrumbReducer(state, go('HOME')).clicked).toBe(false);
  });

  it('stores the search query on SRP and keeps it elsewhere', () => {
    const state = run([go('SRP', { searchQuery: 'chicken' }), go('PDP', { productId: 'p2' }), go('HOME')]);
    expect(state).toMatchObject({ searchQuery: 'chicken', lastPdpId: 'p2' });
    expect(breadcrumbReducer(state, go('PLP', { searchQuery: 'ignored' })).searchQuery).toBe('chicken');
  });

  it('stores the trail and resets', () => {
    const trail = [{ label: 'Home', href: '/' }];
    const state = run([{ type: 'trailChanged', trail }, go('PLP', { trail: [...trail, { label: 'All Products', href: '/products' }] })]);
    expect(state.trail).toHaveLength(2);
    expect(breadcrumbReducer(state, { type: 'reset' })).toEqual(INITIAL_BREADCRUMB_STATE);
  });

  it('never mutates the state it is given', () => {
    const before = run([go('PLP', { filters })]);
    const snapshot = JSON.stringify(before);
    run([go('PDP'), go('CLP'), { type: 'breadcrumbClicked' }, { type: 'reset' }], before);
    expect(JSON.stringify(before)).toBe(snapshot);
  });
});

describe('breadcrumb state schema', () => {
  it('accepts every state the reducer makes', () => {
    const state = run([
      go('SRP', { searchQuery: 'x', filters: [{ field: 'weight_lbs', min: 1, max: 45 }] }),
      go('PDP', { productId: 'p' }),
    ]);
    expect(breadcrumbStateSchema.parse(state)).toEqual(state);
    expect(breadcrumbStateSchema.parse(INITIAL_BREADCRUMB_STATE)).toEqual(INITIAL_BREADCRUMB_STATE);
  });

  it.each([
    [undefined],
    [null],
    ['text'],
    [{ ...INITIAL_BREADCRUMB_STATE, currentKind: 'Search' }],
    [{ ...INITIAL_BREADCRUMB_STATE, listFilters: [{ field: '' }] }],
    [{ ...INITIAL_BREADCRUMB_STATE, clicked: 'yes' }],
  ])('a broken record %j restores to the initial state', (raw) => {
    expect(restoreBreadcrumbState(raw)).toEqual(INITIAL_BREADCRUMB_STATE);
  });

  it('a good record restores as is', () => {
    const state = run([go('PLP', { filters })]);
    expect(restoreBreadcrumbState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });
});
