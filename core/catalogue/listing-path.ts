import type { SiteCode } from '../constants';
import type { Filter, FilterGroup, Species } from '../entities/catalogue';
import { uniqueFilters, VARIANT_FIELDS } from './filter-fields';
import { isSlug } from './slug';
import { visibleGroups } from './visibility';
import { parseWeightSegment, weightFilter } from './weight-segment';

/** Species slugs a listing path may start with. */
export const SPECIES_SLUGS = ['dog', 'cat'] as const;
/** Second segments that take a value as third segment (§2). */
export const DETAIL_KINDS = ['flavor', 'weight', 'food-form'] as const;
/** A three-segment detail kind. */
export type DetailKind = (typeof DETAIL_KINDS)[number];
/** Values a 'food-form' third segment accepts. */
export const FOOD_FORM_SEGMENTS = ['dry-food', 'wet-food'] as const;

/** What the second segment names: a whole filter group, or one option (with its filter). */
export interface ListingCategory {
  slug: string;
  label: string;
  groupSlug: string;
  filter?: Filter;
}

/** A parsed listing path, or not found (→ 404 'Page Not Found: {path}'). */
export type ListingPath =
  | {
      ok: true;
      species?: Species;
      filters: Filter[];
      category?: ListingCategory;
      detail?: { kind: DetailKind; value: string };
    }
  | { ok: false };

const NOT_FOUND = { ok: false } as const;

/** The §5 message of a route whose parameters fail validation. */
export function pageNotFoundMessage(path: string): string {
  return `Page Not Found: ${path}`;
}

/** True for 'dog' or 'cat'. */
export function isSpeciesSlug(value: string): value is Species {
  return (SPECIES_SLUGS as readonly string[]).includes(value);
}

/** The group (by slug) or, failing that, the first option (by slug, groups in order) a segment names. */
export function resolveCategory(slug: string, groups: readonly FilterGroup[]): ListingCategory | null {
  const group = groups.find((g) => g.slug === slug);
  if (group) return { slug, label: group.navigationLabel ?? group.label, groupSlug: group.slug };
  for (const g of groups) {
    const option = g.options.find((o) => o.slug === slug);
    if (option) return { slug, label: option.label, groupSlug: g.slug, filter: option.filter };
  }
  return null;
}

function detailFilter(kind: string, value: string, groups: readonly FilterGroup[]): Filter | null {
  if (kind === 'flavor') return isSlug(value) ? { field: VARIANT_FIELDS.flavorLabel, value } : null;
  if (kind === 'weight') {
    const weight = parseWeightSegment(value);
    return weight ? weightFilter(weight) : null;
  }
  if (kind !== 'food-form' || !(FOOD_FORM_SEGMENTS as readonly string[]).includes(value)) return null;
  // The food_form option of that slug carries the real filter; its slug is the §2 value by definition.
  const option = groups
    .filter((g) => g.field === 'food_form')
    .flatMap((g) => g.options)
    .find((o) => o.slug === value);
  return option?.filter ?? { field: 'food_form', value };
}

/**
 * Parses /products/{species?}/{category?}/{detail?} segments: a species slug, then a filter-group
 * or option slug visible on `site` for that species, or — with three segments — 'flavor', 'weight'
 * or 'food-form' followed by its value. Anything else is not found.
 */
export function parseListingPath(segments: readonly string[], groups: readonly FilterGroup[], site: SiteCode): ListingPath {
  const parts = segments.filter((s) => s !== '');
  if (parts.length === 0) return { ok: true, filters: [] };
  const [first, second, third] = parts;
  if (parts.length > 3 || !isSpeciesSlug(first)) return NOT_FOUND;
  const species = first;
  const filters: Filter[] = [{ field: 'species', value: species }];
  if (second === undefined) return { ok: true, species, filters };
  const shown = visibleGroups(groups, site, species);
  if (third !== undefined) {
    const filter = detailFilter(second, third, shown);
    if (!filter) return NOT_FOUND;
    return { ok: true, species, filters: [...filters, filter], detail: { kind: second as DetailKind, value: third } };
  }
  const category = resolveCategory(second, shown);
  if (!category) return NOT_FOUND;
  return { ok: true, species, filters: uniqueFilters(category.filter ? [...filters, category.filter] : filters), category };
}
