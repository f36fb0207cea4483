/**
 * About 60 fictional charities across the 26 categories and many states, and 3 portfolios of them.
 * Names, EINs (12-3456789 style), addresses and sites are made up; the .example domain is reserved.
 */
import { DONATION_CATEGORIES } from '../../../core/donation';
import type { donationCauses } from '../schema';

type CauseRow = typeof donationCauses.$inferInsert;

/** Per category (by id): the kinds of charity its members are named after. */
const THEMES: readonly (readonly string[])[] = [
  ['Animal Rescue League', 'Humane Alliance', 'Paws Foundation'],
  ['Arts Collective', 'Community Theater'],
  ['Youth Mentors', "Children's Fund"],
  ['Pet Adoption Center', 'Second Chance Cats', 'Foster Paws', 'Senior Dog Haven'],
  ['Neighborhood Trust', 'Main Street Partners'],
  ['Disaster Response Team', 'Relief Network'],
  ['Literacy Council', 'Scholarship Fund', 'Learning Lab'],
  ['Jobs Bridge', 'Work Ready Center'],
  ['Green Spaces Trust', 'River Keepers'],
  ['Food Bank', 'Community Pantry', 'Meals Together'],
  ['Health Clinic Fund', 'Wellness Partners'],
  ['Housing Alliance', 'Shelter Network'],
  ['Family Services', 'Helping Hands'],
  ['Global Friends', 'Clean Water Partners'],
  ['Research Foundation', 'Cure Alliance'],
  ['Mind Matters', 'Counseling Circle'],
  ['Veterans Outreach', 'Service Dogs for Heroes'],
  ['Civil Rights Project', 'Equal Voices'],
  ['Volunteer Fire Fund', 'Safe Streets'],
  ['Youth Sports League', 'Trail Builders'],
  ['Interfaith Kitchen', 'Chapel Outreach'],
  ['Science Discovery Center', 'Code Club'],
  ['Senior Companions', 'Golden Years Fund'],
  ['Wildlife Sanctuary', 'Bird Conservancy', 'Wetland Friends'],
  ['Girls Lead', 'Women Rising'],
  ['Good Neighbors Fund', 'Community Chest'],
];

/** City, state, zip: charities are spread over these places (many states, some cities twice). */
const PLACES: readonly [string, string, string][] = [
  ['Aurora', 'CO', '80011'],
  ['Denver', 'CO', '80202'],
  ['Boulder', 'CO', '80302'],
  ['Austin', 'TX', '78701'],
  ['Houston', 'TX', '77002'],
  ['Portland', 'OR', '97204'],
  ['Seattle', 'WA', '98101'],
  ['Phoenix', 'AZ', '85004'],
  ['Chicago', 'IL', '60601'],
  ['Madison', 'WI', '53703'],
  ['Atlanta', 'GA', '30303'],
  ['Nashville', 'TN', '37203'],
  ['Boston', 'MA', '02108'],
  ['Burlington', 'VT', '05401'],
  ['Raleigh', 'NC', '27601'],
  ['Richmond', 'VA', '23219'],
  ['Columbus', 'OH', '43215'],
  ['Omaha', 'NE', '68102'],
  ['Salt Lake City', 'UT', '84101'],
  ['Boise', 'ID', '83702'],
  ['Miami', 'FL', '33130'],
  ['Tampa', 'FL', '33602'],
  ['Albany', 'NY', '12207'],
  ['Santa Fe', 'NM', '87501'],
  ['Anchorage', 'AK', '99501'],
  ['Honolulu', 'HI', '96813'],
  ['Washington', 'DC', '20001'],
  ['Sacramento', 'CA', '95814'],
];

const STREETS = ['Oak Street', 'Maple Avenue', 'Elm Road', 'Cedar Lane', 'Pine Boulevard', 'Willow Way'];

export const CHARITY_COUNT = 60;

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A made-up EIN, distinct per index: 'NN-NNNNNNN'. */
const einOf = (i: number) => `${String(10 + (i % 89)).padStart(2, '0')}-${String(1_000_000 + ((i * 7919) % 8_999_999))}`;

/**
 * The widget's charity search passes category 3, pet rescue (§9): every place has one of those,
 * so a shopper's zip or city finds a charity near them; the rest cover every category.
 */
const PET_RESCUE = 3;

const OTHER_CATEGORIES = DONATION_CATEGORIES.filter((category) => category.id !== PET_RESCUE);

function charity(i: number): CauseRow {
  const nearEveryone = i < PLACES.length;
  const rest = i - PLACES.length;
  const category = nearEveryone ? DONATION_CATEGORIES[PET_RESCUE] : OTHER_CATEGORIES[rest % OTHER_CATEGORIES.length];
  const themes = THEMES[category.id];
  const theme = themes[(nearEveryone ? i : Math.floor(rest / OTHER_CATEGORIES.length)) % themes.length];
  const [city, state, zip] = PLACES[(i * 5) % PLACES.length];
  const name = `${city} ${theme}`;
  return {
    id: einOf(i),
    kind: 'charity',
    name,
    website: `https://${slug(name)}.example`,
    logoUrl: `/donation/categories/${category.icon}`,
    streetAddress: `${100 + i * 7} ${STREETS[i % STREETS.length]}`,
    city,
    state,
    zip,
    description: `${name} is a fictional ${category.name.toLowerCase()} charity serving ${city}, ${state}.`,
    multiplier: 1,
    categoryId: category.id,
    headline: `Support ${category.name.toLowerCase()} in ${city}`,
    bannerImage: null,
    portfolioCharities: [],
    isDefault: false,
    nteeFullCode: null,
    nteeMainCode: null,
    nteeSubCode: null,
  };
}

export const CHARITIES: CauseRow[] = Array.from({ length: CHARITY_COUNT }, (_, i) => charity(i));

/** A portfolio shares each gift among a handful of charities: the first few of its categories. */
const PORTFOLIO_SIZE = 8;
const membersOf = (categories: number[]) =>
  CHARITIES.filter((c) => categories.includes(c.categoryId))
    .slice(0, PORTFOLIO_SIZE)
    .map((c) => c.id);

function portfolio(id: string, name: string, categoryId: number, categories: number[]): CauseRow {
  return {
    ...charity(0),
    id,
    kind: 'portfolio',
    name,
    logoUrl: `/donation/categories/${DONATION_CATEGORIES[categoryId].icon}`,
    website: null,
    streetAddress: null,
    city: null,
    state: null,
    zip: null,
    description: `A fictional portfolio: every gift is shared among its ${name.toLowerCase()} charities.`,
    categoryId,
    headline: name,
    portfolioCharities: membersOf(categories),
  };
}

/** The 3 portfolios: pets (Animals, Pet Rescue, Wildlife), hunger and housing, learning. */
export const PORTFOLIOS: CauseRow[] = [
  portfolio('3f9a0c5b7e2d4a61b8c03d9e5f7a1b24', 'Pets and Wildlife', 0, [0, PET_RESCUE, 23]),
  portfolio('b61d4e0a9c8f4732a5e2d1c0f9b8a736', 'Hunger and Housing', 9, [9, 11, 12]),
  portfolio('e0c8a7b6d5f44e3a9b1c2d3e4f5a6b7c', 'Learning for All', 6, [6, 21]),
];
