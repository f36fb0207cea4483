/** Content pages of the shopper storefront (DTC): FAQ, Shipping, Autoship and About. */
import { type ContentPageSeed, LINKS, lead, note, p, section } from './content-page-builders';

const UPDATED = '2026-10-01';

const faq: ContentPageSeed = {
  site: 'DTC',
  slug: 'faq',
  title: 'Frequently Asked Questions',
  summary: 'Answers about choosing a food, delivery, shipping costs, Autoship and your account at the Vitalis shop.',
  published: true,
  updatedAt: UPDATED,
  sections: [
    section(null, [lead('Quick answers to the questions shoppers ask us most. Cannot find yours? Our team is happy to help.')]),
    section('How do I choose the right food for my pet?', [
      p(
        'Start with your pet: open Dog Food or Cat Food and filter by pet age, breed size and food form.',
        'Each recipe page lists its ingredients, its guaranteed analysis and a feeding guide by weight.',
      ),
      p('If your pet has a health condition, ask your veterinarian first: some conditions call for a clinical diet.'),
    ]),
    section('When will my order arrive?', [
      p(
        'Every product shows an estimated delivery date for your zip code before you buy.',
        'Orders placed before 2 pm Mountain Time on a business day leave our warehouse the same day.',
      ),
      p('Ground delivery then takes two to five business days, depending on where you live.'),
    ]),
    section(
      'How much does shipping cost?',
      [
        p(
          'Orders of {{free_shipping_minimum}} or more ship free.',
          'Smaller orders ship for a flat {{flat_shipping_rate}}.',
          'Shipments to Alaska and Hawaii carry a {{alaska_hawaii_service_charge}} service charge.',
        ),
      ],
      [LINKS.shipping],
    ),
    section(
      'What is Autoship?',
      [
        p(
          'Save an extra 5% with Autoship.',
          'Choose a delivery every {{autoship_interval_range}} and we send your pet food on that schedule.',
          'Your first Autoship order also gets {{first_autoship_discount}} off its Autoship items',
          'with the code {{first_autoship_promo_code}}, applied for you at checkout.',
        ),
      ],
      [LINKS.autoship],
    ),
    section('Is there a limit to how much I can order?', [
      p(
        'One order holds up to {{max_order_quantity}} items in total, so that every shopper finds their food in stock.',
        'An Autoship item can be set to at most {{max_autoship_quantity}} bags, cans or trays per delivery.',
      ),
    ]),
    section('Can I change or cancel an order?', [
      p(
        'Orders are packed quickly, so we cannot change one once it is placed.',
        'If it has not shipped yet, contact us within the hour and we will do our best to stop it.',
        'Autoship deliveries can be skipped, moved to another frequency or cancelled at any time from My Subscriptions.',
      ),
    ]),
    section(
      'What if my pet does not like the food?',
      [
        p(
          'Every Vitalis recipe comes with our satisfaction promise.',
          'If your pet will not eat it, contact us within 60 days of delivery and we will refund the bag, even opened.',
        ),
      ],
      [LINKS.contact],
    ),
    section('Do you sell prescription diets?', [
      p(
        'Vitalis Clinical Care diets are made for pets under a veterinarian’s care and are sold through veterinary clinics.',
        'Ask your veterinarian whether a clinical diet is right for your pet.',
      ),
    ]),
    section('I run an animal shelter. Can I order for it?', [
      p(
        'Yes. Create a shelter account with your organization’s email address and order as any shopper would.',
        'Your orders and Autoships are kept in your account, where everyone at the shelter who signs in can see them.',
      ),
    ]),
    section('Is my information safe?', [p('We collect only what we need to deliver your orders.')], [LINKS.privacy]),
  ],
};

const shipping: ContentPageSeed = {
  site: 'DTC',
  slug: 'shipping',
  title: 'Shipping',
  summary: 'Free shipping from {{free_shipping_minimum}}, delivery times, the Alaska and Hawaii service charge and returns.',
  published: true,
  updatedAt: UPDATED,
  sections: [
    section(null, [
      lead('We ship Vitalis pet food to every state from our warehouse in Colorado, by ground, usually within a week.'),
      note('Free shipping on orders of {{free_shipping_minimum}} or more.'),
    ]),
    section('Shipping costs', [
      p(
        'Orders of {{free_shipping_minimum}} or more ship free; the cart shows how close you are.',
        'Orders below that ship for a flat {{flat_shipping_rate}}, whatever their weight.',
        'Samples do not count towards free shipping.',
      ),
    ]),
    section('Alaska and Hawaii', [
      p(
        'Shipments to Alaska and Hawaii carry a {{alaska_hawaii_service_charge}} service charge, added at checkout,',
        'because parcels travel part of the way by air.',
        'Delivery dates there are shown at checkout rather than on each product.',
      ),
    ]),
    section('Delivery times', [
      p(
        'Orders placed before 2 pm Mountain Time on a business day leave the same day; later orders leave the next business day.',
        'Ground delivery takes two to five business days.',
        'Every product shows an estimated delivery date for your zip code, and your confirmation email repeats it.',
      ),
    ]),
    section('Where we deliver', [
      p(
        'We deliver to home and business addresses in all 50 states.',
        'Enter your zip code on any product list to see what is in stock for delivery to you.',
        'We cannot deliver to P.O. boxes: our carriers bring heavy parcels to a street address only.',
      ),
    ]),
    section(
      'Autoship deliveries',
      [
        p(
          'Autoship orders follow the same rules and ship on the date your schedule sets.',
          'Skip or move a delivery before that date from My Subscriptions.',
        ),
      ],
      [LINKS.autoship],
    ),
    section(
      'Returns and refunds',
      [
        p(
          'If an order arrives damaged or incomplete, tell us within 14 days and we will send the missing items or refund them.',
          'If your pet will not eat a Vitalis recipe, contact us within 60 days of delivery for a refund, even for an opened bag.',
          'There is no need to send the food back: please give it to a local shelter.',
        ),
      ],
      [LINKS.contact],
    ),
  ],
};

const autoship: ContentPageSeed = {
  site: 'DTC',
  slug: 'autoship',
  title: 'Autoship',
  summary: 'Save an extra 5% with Autoship: scheduled deliveries you can skip, change or cancel at any time.',
  published: true,
  updatedAt: UPDATED,
  sections: [
    section(null, [
      lead('Your pet’s food, delivered on your schedule, so the bowl is never empty.'),
      note('Save an extra 5% with Autoship.'),
    ]),
    section('How it works', [
      p(
        'On any product, choose Autoship and how often it should arrive: every {{autoship_interval_range}}.',
        'The Autoship price, 5% below the one-time price, applies to every delivery.',
        'Each delivery is placed as an order on its date, and you can see the next date in your account.',
      ),
      p('Autoship is kept in your account, so you sign in or create an account before your first Autoship order.'),
    ]),
    section('Your first Autoship', [
      p(
        'Your first Autoship order gets an extra {{first_autoship_discount}} off its Autoship items.',
        'The code {{first_autoship_promo_code}} is applied for you in the cart: there is nothing to type.',
        'It applies once per account, on the order that starts your first Autoship.',
      ),
    ]),
    section(
      'Skip, change or cancel',
      [
        p(
          'Going away, or still have food left? Skip the next delivery and the one after follows your usual schedule.',
          'Change the frequency at any time: the next delivery moves to match.',
          'Cancel whenever you like, with no fee and no questions beyond an optional reason.',
          'All three are one click away in My Subscriptions.',
        ),
      ],
      [LINKS.subscriptions],
    ),
    section('Good to know', [
      p(
        'Each Autoship item can be set to at most {{max_autoship_quantity}} per delivery.',
        'Autoship orders of {{free_shipping_minimum}} or more ship free, like any order.',
      ),
    ]),
  ],
};

const about: ContentPageSeed = {
  site: 'DTC',
  slug: 'about',
  title: 'About Vitalis',
  summary: 'Who we are: science-led nutrition for dogs and cats, made by veterinarians and nutritionists.',
  published: true,
  updatedAt: UPDATED,
  sections: [
    section(null, [
      lead(
        'Vitalis makes food for dogs and cats, designed by veterinarians and animal nutritionists and tested in feeding trials',
        'before it ever reaches your pet’s bowl.',
      ),
    ]),
    section(
      'Our recipes',
      [
        p(
          'Vitalis Nutrition covers every stage of life, from puppies and kittens to senior pets, in dry and wet recipes.',
          'Vitalis Snacks are treats for dogs, made to the same standards and counted into a balanced day.',
          'Vitalis Clinical Care diets support pets with health conditions and are available through veterinarians.',
        ),
      ],
      [LINKS.shopAll],
    ),
    section('Quality you can check', [
      p(
        'Every batch is tested for nutrients and safety before it leaves our kitchens,',
        'and each recipe page lists its ingredients and guaranteed analysis in full.',
      ),
    ]),
    section('Shelters', [
      p(
        'Shelters order with their own accounts on this shop, and food returned under our satisfaction promise goes to them.',
        'We would rather a bag feed a pet waiting for a home than go to waste.',
      ),
    ]),
    section('A note on this shop', [
      p('Vitalis is a fictional brand family, made for this demonstration shop. No real products are sold here.'),
    ]),
  ],
};

/** An unpublished page: kept for the holidays, answered as 404 until it is published. */
const holidays: ContentPageSeed = {
  site: 'DTC',
  slug: 'holiday-delivery-schedule',
  title: 'Holiday Delivery Schedule',
  summary: 'Last order dates for delivery before the winter holidays.',
  published: false,
  updatedAt: UPDATED,
  sections: [
    section(null, [
      p('Order by December 16 for delivery before December 24.', 'Autoship deliveries due on a holiday ship the business day before.'),
    ]),
  ],
};

export const DTC_PAGES: ContentPageSeed[] = [faq, shipping, autoship, about, holidays];
