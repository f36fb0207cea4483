/** The 26 charity categories (ids 0-25) and their icons (§3: a fixed list of 26 icons). */
export interface DonationCategory {
  id: number;
  name: string;
  /** the icon's file under /donation/categories/ (web/public: the storefronts serve them) */
  icon: string;
}

const NAMES = [
  'Animals',
  'Arts & Culture',
  'Children & Youth',
  // 3: the category the widget's charity search passes (§9); for a pet shop, the pets' own charities
  'Pet Rescue & Adoption',
  'Community Development',
  'Disaster Relief',
  'Education',
  'Employment',
  'Environment',
  'Food & Hunger',
  'Health',
  'Housing & Shelter',
  'Human Services',
  'International',
  'Medical Research',
  'Mental Health',
  'Military & Veterans',
  'Civil Rights',
  'Public Safety',
  'Recreation & Sports',
  'Religion',
  'Science & Technology',
  'Seniors',
  'Wildlife Conservation',
  'Women & Girls',
  'Other',
] as const;

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-');

export const DONATION_CATEGORIES: readonly DonationCategory[] = NAMES.map((name, id) => ({ id, name, icon: `${slug(name)}.svg` }));

/** A category's name; 'Other' for an id outside 0-25. */
export function categoryName(id: number): string {
  return DONATION_CATEGORIES[id]?.name ?? 'Other';
}
