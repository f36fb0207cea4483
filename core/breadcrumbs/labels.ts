import type { Species } from '../entities/catalogue';

/** Names of the two DTC brand lines a brand crumb can show. */
export interface BrandLines {
  /** brand facet value of the main line */
  mainBrand: string;
  mainName: string;
  treatsName: string;
}

/** Brand crumb label (§2): the main line's name for the main brand, otherwise the treats line's name. */
export function brandLabel(brand: string, lines: BrandLines): string {
  return brand === lines.mainBrand ? lines.mainName : lines.treatsName;
}

/** Pet-age crumb label (§2): Senior, Puppy or Kitten when the lifestage says so, otherwise Adult. */
export function petAgeLabel(lifestage: string): string {
  const value = lifestage.toLowerCase();
  if (value.includes('senior')) return 'Senior';
  if (value.includes('puppy')) return 'Puppy';
  return value.includes('kitten') ? 'Kitten' : 'Adult';
}

/** Species crumb label: 'Dog' or 'Cat'. */
export function speciesLabel(species: Species): string {
  return species === 'dog' ? 'Dog' : 'Cat';
}

/** Readable label of a slug value when no option label is known: 'dry-food' → 'Dry Food'. */
export function labelOfSlug(value: string): string {
  return value
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}
