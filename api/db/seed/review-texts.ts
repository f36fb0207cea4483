/**
 * The words of the seeded reviews: titles and sentences by rating, put together per review so no
 * two products read alike. `{pet}` is the pet's name, `{kind}` dog or cat, `{flavor}` the recipe's
 * main ingredient and `{food}` what the product is (kibble, the cans, the treats).
 */

export const NICKNAMES = [
  'BiscuitsMom',
  'Dana K.',
  'TwoLabsOneCouch',
  'Priya',
  'mike_in_denver',
  'CatLadyJo',
  'Rescue Ron',
  'Hannah B.',
  'GreyhoundGrandpa',
  'Sam T.',
  'Luis R.',
  'whiskers_and_wool',
  'Aunt Bea',
  'The Okafors',
  'Marisol',
  'FosterFamily4',
  'Jen from Austin',
  'Tomasz',
  'Keiko M.',
  'BorderCollieBrain',
  'Nate',
  'Ellie & Pip',
  'Farmhouse Fiona',
  'Chris P.',
] as const;

export const PET_NAMES = {
  dog: ['Biscuit', 'Maple', 'Rocket', 'Juniper', 'Tank', 'Pepper', 'Moose', 'Daisy', 'Otis', 'Luna', 'Bear', 'Winnie'],
  cat: ['Miso', 'Clementine', 'Jasper', 'Noodle', 'Olive', 'Smokey', 'Pumpkin', 'Tofu', 'Salem', 'Poppy', 'Ziggy', 'Mabel'],
} as const;

type Tier = 'great' | 'good' | 'mixed' | 'poor';

export const tierOf = (rating: number): Tier => (rating >= 5 ? 'great' : rating === 4 ? 'good' : rating === 3 ? 'mixed' : 'poor');

export const TITLES: Record<Tier, readonly string[]> = {
  great: [
    'Clean bowl every single time',
    '{pet} finally found a food {kind}s love',
    'Worth every penny',
    'Our picky eater approves',
    'Shinier coat after a month',
    'The only {flavor} recipe {pet} will eat',
    'Autoship and forget it',
  ],
  good: [
    'Solid everyday food',
    'Good food, wish the bag resealed better',
    '{pet} likes it, tummy is happy',
    'Good switch from our old brand',
    'Nice ingredients, a bit pricey',
  ],
  mixed: ['Okay, not a favourite', 'Fine for us, {pet} is lukewarm', 'Decent but the smell is strong', 'Took a while to get used to'],
  poor: ['{pet} would not touch it', 'Upset stomach for a few days', 'Not for our household', 'Changed recipe? Not the same'],
};

export const OPENINGS: Record<Tier, readonly string[]> = {
  great: [
    '{pet} is a fussy {kind} and usually walks away from anything new, but the {flavor} {food} disappeared in minutes.',
    'We switched {pet} over a week, mixing a little more each day, and there were no tummy troubles at all.',
    'Our vet suggested we try something with a simpler ingredient list, and this has been a great fit for {pet}.',
    'I have two {kind}s with very different tastes and, for once, they both eat the same thing.',
    '{pet} waits by the bowl at dinner time now. That never used to happen.',
  ],
  good: [
    '{pet} eats the {flavor} {food} happily, though not with the same excitement as treats.',
    'Good quality and {pet} does well on it; the stools are firmer than on our old food.',
    'We moved to this after a recall scare with another brand and have been pleased so far.',
    '{pet} has been on it for about two months and is keeping a healthy weight.',
  ],
  mixed: [
    '{pet} eats it if nothing else is offered, but leaves a little most days.',
    'The {food} itself seems well made, but {pet} took almost two weeks to accept the change.',
    'It works for {pet}, but I cannot say I see a difference from cheaper food.',
  ],
  poor: [
    '{pet} sniffed the bowl and walked off, three days in a row.',
    'We followed the transition guide carefully and {pet} still had loose stools the first week.',
    'I wanted this to work, but {pet} clearly does not like the {flavor} taste.',
  ],
};

export const DETAILS: Record<string, readonly string[]> = {
  dry: [
    'The kibble size is right for {pet}, and it does not crumble into dust at the bottom of the bag.',
    'The bag closes with a zip, which keeps it fresh in our humid kitchen.',
    'I measure it with the scoop from the feeding guide and it lasts us about five weeks.',
  ],
  wet: [
    'The texture is proper chunks in gravy rather than a mush, and it smells like real food.',
    'The portions are easy to split for two meals, and the lid snaps back on for the fridge.',
    'I use it as a topper on dry food and it makes the whole meal more interesting for {pet}.',
  ],
  treat: [
    'They are small enough to use for training without overfeeding, and they break easily.',
    'The pouch reseals well and the treats stay soft, which is great for an older {kind}.',
    'Perfect for recall practice at the park; {pet} will do anything for one.',
  ],
};

export const CLOSINGS: Record<Tier, readonly string[]> = {
  great: [
    'We are on Autoship now and will keep buying.',
    'Highly recommend, especially for sensitive tummies.',
    'Delivery was quick and the bag arrived in perfect shape.',
    'Would buy again without a second thought.',
  ],
  good: [
    'Knocking off a star for the price, but we will keep buying.',
    'I would give five stars if it came in a larger size.',
    'Overall a good food; we will stay with it.',
  ],
  mixed: ['We will finish the bag and probably try another flavour.', 'Might suit other pets better than ours.'],
  poor: ['Customer service was helpful about it, to be fair.', 'We have gone back to our previous food.'],
};

/** The words for a product's form in a sentence, and which details fit it. */
export function foodWords(form: string): { food: string; details: readonly string[] } {
  if (form === 'dry') return { food: 'kibble', details: DETAILS.dry };
  if (form === 'treat-bag' || form === 'treat-pouch') return { food: 'treats', details: DETAILS.treat };
  return { food: form === 'can' ? 'cans' : form === 'tray' ? 'trays' : 'pouches', details: DETAILS.wet };
}
