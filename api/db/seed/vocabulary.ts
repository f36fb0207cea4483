/**
 * The option vocabularies of SPEC §3 with their site and species restrictions. Slugs are the values
 * stored in product facets and in value filters; labels are what shoppers read.
 */
import type { SiteCode } from '../../../core/constants';
import type { Species } from '../../../core/entities/catalogue';

export interface VocabularyEntry {
  slug: string;
  label: string;
  sites: SiteCode[];
  species: Species[];
}

const BOTH_SITES: SiteCode[] = ['DTC', 'HPSF'];
const HPSF_ONLY: SiteCode[] = ['HPSF'];
const BOTH_SPECIES: Species[] = ['dog', 'cat'];

function entry(slug: string, label: string, sites = BOTH_SITES, species = BOTH_SPECIES): VocabularyEntry {
  return { slug, label, sites, species };
}

export const SPECIES_OPTIONS = [entry('dog', 'Dog', BOTH_SITES, ['dog']), entry('cat', 'Cat', BOTH_SITES, ['cat'])];

export const LIFESTAGES = [
  entry('puppy', 'Puppy (<1 yr)', BOTH_SITES, ['dog']),
  entry('adult-dog', 'Adult Dog (1-6 yrs)', BOTH_SITES, ['dog']),
  entry('senior-dog', 'Senior Dog (7+ yrs)', BOTH_SITES, ['dog']),
  entry('kitten', 'Kitten (<1 yr)', BOTH_SITES, ['cat']),
  entry('adult-cat', 'Adult Cat (1-6 yrs)', BOTH_SITES, ['cat']),
  entry('senior-cat', 'Senior Cat (7+ yrs)', BOTH_SITES, ['cat']),
];

export const BREED_SIZES = [
  entry('small', 'Small Breed', BOTH_SITES, ['dog']),
  entry('medium', 'Medium Breed', BOTH_SITES, ['dog']),
  entry('large', 'Large Breed', BOTH_SITES, ['dog']),
];

export const FOOD_FORMS = [entry('dry-food', 'Dry Food'), entry('wet-food', 'Wet Food'), entry('treats', 'Treats', ['DTC'], ['dog'])];

export const FLAVORS = [
  entry('beef', 'Beef'),
  entry('chicken', 'Chicken'),
  entry('duck', 'Duck'),
  entry('egg', 'Egg', HPSF_ONLY),
  entry('lamb', 'Lamb'),
  entry('liver', 'Liver', BOTH_SITES, ['cat']),
  entry('ocean-fish', 'Ocean Fish', BOTH_SITES, ['cat']),
  entry('original-flavor', 'Original Flavor', HPSF_ONLY),
  entry('pollock', 'Pollock', BOTH_SITES, ['cat']),
  entry('salmon', 'Salmon'),
  entry('tuna', 'Tuna'),
  entry('turkey', 'Turkey'),
  entry('vegetable', 'Vegetable'),
  entry('venison', 'Venison', HPSF_ONLY),
];

export const HEALTH_CONDITIONS = [
  entry('aging-care', 'Aging Care'),
  entry('dental-care', 'Dental Care'),
  entry('digestive-care', 'Digestive Care'),
  entry('food-sensitivities', 'Food Sensitivities'),
  entry('joint-care', 'Joint Care'),
  entry('skin-care', 'Skin Care'),
  entry('urinary-care', 'Urinary Care'),
  entry('weight-management', 'Weight Management'),
  entry('endocrine-system-care', 'Endocrine System Care', HPSF_ONLY),
  entry('glucose-management', 'Glucose Management', HPSF_ONLY),
  entry('growth', 'Growth', HPSF_ONLY),
  entry('heart-care', 'Heart Care', HPSF_ONLY),
  entry('kidney-care', 'Kidney Care', HPSF_ONLY),
  entry('liver-care', 'Liver Care', HPSF_ONLY),
  entry('thyroid-care', 'Thyroid Care', HPSF_ONLY),
  entry('restorative-care', 'Restorative Care', HPSF_ONLY),
  entry('urgent-care', 'Urgent Care', HPSF_ONLY),
];

export const PACK_TYPES = [entry('bag', 'Bag'), entry('can', 'Can'), entry('tray', 'Tray'), entry('pouch', 'Pouch')];

/** Weight ranges of §3 as range filters on the variant weight in that unit. */
export const WEIGHT_RANGES = [
  { slug: 'lbs', label: '1LB to 45LBS', field: 'weight_lbs', min: 1, max: 45 },
  { slug: 'oz', label: '2.5OZ-13OZ', field: 'weight_oz', min: 2.5, max: 13 },
] as const;

export type FlavorSlug = (typeof FLAVORS)[number]['slug'];

export function labelOf(entries: readonly VocabularyEntry[], slug: string): string {
  const found = entries.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`Unknown vocabulary slug '${slug}'`);
  return found.label;
}
