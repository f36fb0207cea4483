/** Filter groups and options of SPEC §3, with per-site order and the sub-brand lists of each line. */
import type { SiteCode } from '../../../core/constants';
import type { Species } from '../../../core/entities/catalogue';
import type { filterGroups, filterOptions } from '../schema';
import type { BuiltProduct } from './build-products';
import type { LineSpec } from './lines';
import { slugify } from './random';
import {
  BREED_SIZES,
  FLAVORS,
  FOOD_FORMS,
  HEALTH_CONDITIONS,
  LIFESTAGES,
  PACK_TYPES,
  SPECIES_OPTIONS,
  type VocabularyEntry,
  WEIGHT_RANGES,
} from './vocabulary';

export type FilterGroupRow = typeof filterGroups.$inferInsert;
export type FilterOptionRow = typeof filterOptions.$inferInsert;

const BOTH_SITES: SiteCode[] = ['DTC', 'HPSF'];
const BOTH_SPECIES: Species[] = ['dog', 'cat'];

interface GroupSpec {
  group: FilterGroupRow;
  options: Omit<FilterOptionRow, 'groupSlug' | 'position'>[];
}

function group(field: string, label: string, sort: { DTC: number; HPSF: number }, extra: Partial<FilterGroupRow> = {}): FilterGroupRow {
  return {
    slug: slugify(label),
    field,
    label,
    navigationLabel: null,
    sites: BOTH_SITES,
    species: BOTH_SPECIES,
    isNavigation: false,
    sortDtc: sort.DTC,
    sortHpsf: sort.HPSF,
    ...extra,
  };
}

function valueOptions(field: string, entries: VocabularyEntry[]): GroupSpec['options'] {
  return entries.map(({ slug, label, sites, species }) => ({ slug, label, sites, species, filter: { field, value: slug } }));
}

/** Sub-brand options of a line; an option's species are those of its published products. */
function subBrandOptions(line: LineSpec, built: BuiltProduct[]): GroupSpec['options'] {
  return line.subBrands.map((subBrand) => {
    const slug = slugify(subBrand.label);
    const species = BOTH_SPECIES.filter((candidate) =>
      built.some((item) => item.subBrand === subBrand && item.recipe.species === candidate && item.recipe.status === 'published'),
    );
    return { slug, label: subBrand.label, sites: line.sites, species, filter: { field: 'sub_brand', value: slug } };
  });
}

function lineGroups(lines: LineSpec[], built: BuiltProduct[]): GroupSpec[] {
  const sorts = { main: { DTC: 8, HPSF: 11 }, clinical: { DTC: 11, HPSF: 2 }, treats: { DTC: 12, HPSF: 12 } };
  return lines.flatMap((line) =>
    line.subBrandGroup
      ? [
          {
            group: group('sub_brand', line.subBrandGroup.label, sorts[line.key], {
              slug: line.subBrandGroup.slug,
              sites: line.sites,
            }),
            options: subBrandOptions(line, built),
          },
        ]
      : [],
  );
}

function brandOptions(lines: LineSpec[]): GroupSpec['options'] {
  return lines.map((line) => ({
    slug: line.slug,
    label: line.name,
    sites: line.sites,
    species: line.key === 'treats' ? (['dog'] as Species[]) : BOTH_SPECIES,
    filter: { field: 'brand', value: line.slug },
  }));
}

export function buildFilterGroups(lines: LineSpec[], built: BuiltProduct[]) {
  const specs: GroupSpec[] = [
    {
      group: group('species', 'Species', { DTC: 1, HPSF: 1 }, { isNavigation: true, navigationLabel: 'Shop by Pet' }),
      options: valueOptions('species', SPECIES_OPTIONS),
    },
    {
      group: group('brand', 'Brand', { DTC: 2, HPSF: 4 }, { navigationLabel: 'Shop by Brand' }),
      options: brandOptions(lines),
    },
    { group: group('lifestage', 'Pet Age', { DTC: 4, HPSF: 6 }), options: valueOptions('lifestage', LIFESTAGES) },
    {
      group: group('breed_size', 'Breed Size', { DTC: 5, HPSF: 7 }, { species: ['dog'] }),
      options: valueOptions('breed_size', BREED_SIZES),
    },
    {
      group: group('food_form', 'Food Form', { DTC: 3, HPSF: 5 }, { navigationLabel: 'Shop by Food Type' }),
      options: valueOptions('food_form', FOOD_FORMS),
    },
    { group: group('flavor', 'Flavor', { DTC: 7, HPSF: 8 }), options: valueOptions('flavor', FLAVORS) },
    {
      group: group('health_conditions', 'Health Condition', { DTC: 6, HPSF: 3 }),
      options: valueOptions('health_conditions', HEALTH_CONDITIONS),
    },
    {
      group: group('weight_unit', 'Weight', { DTC: 9, HPSF: 9 }),
      options: WEIGHT_RANGES.map(({ slug, label, field, min, max }) => ({
        slug,
        label,
        sites: BOTH_SITES,
        species: BOTH_SPECIES,
        filter: { field, min, max },
      })),
    },
    { group: group('pack_type', 'Pack Type', { DTC: 10, HPSF: 10 }), options: valueOptions('pack_type', PACK_TYPES) },
    ...lineGroups(lines, built),
  ];
  return {
    groups: specs.map((spec) => spec.group),
    options: specs.flatMap((spec) => spec.options.map((option, position) => ({ ...option, groupSlug: spec.group.slug, position }))),
  };
}
