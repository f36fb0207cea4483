/**
 * Content pages of the staff-feeding storefront (HPSF): FAQ, Shipping, Autoship and About, written
 * for clinic staff who feed their own pets through their clinic's program.
 */
import { type ContentPageSeed, LINKS, lead, note, p, section } from './content-page-builders';

const UPDATED = '2026-10-01';

const faq: ContentPageSeed = {
  site: 'HPSF',
  slug: 'faq',
  title: 'Frequently Asked Questions',
  summary: 'How the Vitalis staff feeding program works: eligibility, pricing, clinic and home delivery, Autoship.',
  published: true,
  updatedAt: UPDATED,
  sections: [
    section(null, [lead('Answers for clinic staff feeding their own pets through the Vitalis staff feeding program.')]),
    section('Who can shop here?', [
      p(
        'Staff, veterinarians and students of participating clinics and veterinary schools.',
        'Sign in with your clinic staff account; the first time, complete your registration and join your clinic.',
        'Food bought here is for pets you own and may not be resold.',
      ),
    ]),
    section('How is staff pricing applied?', [
      p(
        'Staff feeding pricing is applied at checkout.',
        'Clinics in the program’s eligible account groups also receive the Program Discount,',
        'shown as its own line in the cart and at checkout.',
      ),
    ]),
    section(
      'Can I order Vitalis Clinical Care diets?',
      [
        p(
          'Yes, for your own pets, when a veterinarian has recommended the diet.',
          'Clinical Care diets appear in the catalog once your registration is complete.',
        ),
      ],
      [LINKS.catalog],
    ),
    section(
      'Where can my order be delivered?',
      [
        p(
          'To your clinic, with its regular deliveries, or to your home.',
          'Choose your preferred address in your account; some clinics take staff orders at home only, and the checkout says so.',
        ),
      ],
      [LINKS.shipping],
    ),
    section('How much does shipping cost?', [
      p(
        'Orders of {{free_shipping_minimum}} or more ship free, to the clinic or to your home.',
        'Smaller orders ship for a flat {{flat_shipping_rate}}.',
        'Shipments to Alaska and Hawaii carry a {{alaska_hawaii_service_charge}} service charge.',
      ),
    ]),
    section(
      'Can I set up regular deliveries?',
      [
        p(
          'Yes: Autoship sends your pet’s food every {{autoship_interval_range}}.',
          'Skip, change or cancel it at any time from My Autoships.',
        ),
      ],
      [LINKS.autoship, LINKS.staffAutoships],
    ),
    section('Is there an order limit?', [
      p(
        'One order holds up to {{max_order_quantity}} items, and an Autoship item at most {{max_autoship_quantity}} per delivery,',
        'so that the program’s supply reaches every clinic.',
      ),
    ]),
    section('I am using a shared clinic computer. Is that safe?', [
      p(
        'Yes. You are signed out after a period without activity, and signing out removes your cart, profile',
        'and saved pages from the computer, so the next person sees nothing of yours.',
      ),
    ]),
  ],
};

const shipping: ContentPageSeed = {
  site: 'HPSF',
  slug: 'shipping',
  title: 'Shipping',
  summary: 'Clinic and home delivery for staff orders, free from {{free_shipping_minimum}}, and the Alaska and Hawaii charge.',
  published: true,
  updatedAt: UPDATED,
  sections: [
    section(null, [
      lead('Staff orders ship from our warehouse in Colorado to your clinic or to your home, by ground.'),
      note('Free shipping on orders of {{free_shipping_minimum}} or more.'),
    ]),
    section('Clinic delivery', [
      p(
        'Orders sent to your clinic travel with the clinic’s regular Vitalis deliveries and are labelled with your name.',
        'Your clinic’s staff feeding coordinator keeps them for you until you collect them.',
      ),
    ]),
    section(
      'Home delivery',
      [
        p(
          'Prefer your doorstep? Choose home as your preferred address and add it to your address book.',
          'Some clinics take staff orders at home only; checkout then offers your home address alone.',
        ),
      ],
      [LINKS.addressBook],
    ),
    section('Shipping costs', [
      p(
        'Orders of {{free_shipping_minimum}} or more ship free, to the clinic or to your home.',
        'Orders below that ship for a flat {{flat_shipping_rate}}.',
      ),
    ]),
    section('Alaska and Hawaii', [
      p(
        'Shipments to Alaska and Hawaii carry a {{alaska_hawaii_service_charge}} service charge, added at checkout,',
        'because parcels travel part of the way by air.',
      ),
    ]),
    section('Delivery times', [
      p(
        'Orders placed before 2 pm Mountain Time on a business day leave the same day.',
        'Home deliveries take two to five business days; clinic deliveries arrive with the clinic’s next scheduled delivery.',
      ),
    ]),
    section(
      'Damaged or missing items',
      [
        p(
          'Tell us within 14 days and we will send the missing items or refund them.',
          'For clinic deliveries, your coordinator can report it for you.',
        ),
      ],
      [LINKS.contact],
    ),
  ],
};

const autoship: ContentPageSeed = {
  site: 'HPSF',
  slug: 'autoship',
  title: 'Autoship',
  summary: 'Save an extra 5% with Autoship: staff deliveries on your schedule, to the clinic or home.',
  published: true,
  updatedAt: UPDATED,
  sections: [
    section(null, [
      lead('Set your pet’s food to arrive on a schedule, at the clinic or at home.'),
      note('Save an extra 5% with Autoship.'),
    ]),
    section('How it works', [
      p(
        'On any product, choose Autoship and a frequency of every {{autoship_interval_range}}.',
        'Each delivery is an order at your staff price less the extra 5%, sent to your preferred address.',
      ),
    ]),
    section('Your first Autoship', [
      p(
        'Your first Autoship order gets an extra {{first_autoship_discount}} off its Autoship items:',
        'the code {{first_autoship_promo_code}} is applied for you in the cart.',
      ),
    ]),
    section(
      'Skip, change or cancel',
      [
        p(
          'Skip the next delivery, change how often it comes or cancel it at any time from My Autoships.',
          'There is no fee and no minimum number of deliveries.',
        ),
      ],
      [LINKS.staffAutoships],
    ),
    section('If you leave your clinic', [
      p(
        'Staff pricing ends when you leave a participating clinic.',
        'Your Autoships end with it: cancel them in My Autoships before your last day, or we cancel them when the clinic tells us.',
      ),
    ]),
  ],
};

const about: ContentPageSeed = {
  site: 'HPSF',
  slug: 'about',
  title: 'About the Staff Feeding Program',
  summary: 'Why Vitalis feeds the pets of clinic staff, and how the program works with your clinic.',
  published: true,
  updatedAt: UPDATED,
  sections: [
    section(null, [
      lead(
        'The people who care for pets all day should be able to feed their own well.',
        'The Vitalis staff feeding program offers clinic staff and students our full range at program prices.',
      ),
    ]),
    section('How the program works', [
      p(
        'Participating clinics and veterinary schools enrol their teams.',
        'Staff register once with their role, graduation year and clinic, then order for their own pets',
        'with delivery to the clinic or to their home.',
      ),
    ]),
    section(
      'What you can order',
      [
        p(
          'Every Vitalis Nutrition recipe for dogs and cats, and Vitalis Clinical Care diets for pets under veterinary care.',
          'Treats from Vitalis Snacks are sold in the shopper storefront only.',
        ),
      ],
      [LINKS.catalog],
    ),
    section('A note on this shop', [
      p('Vitalis is a fictional brand family, made for this demonstration shop. No real products are sold here.'),
    ]),
  ],
};

/** An unpublished page: kept for the holidays, answered as 404 until it is published. */
const holidays: ContentPageSeed = {
  site: 'HPSF',
  slug: 'holiday-delivery-schedule',
  title: 'Holiday Delivery Schedule',
  summary: 'Last order dates for clinic delivery before the winter holidays.',
  published: false,
  updatedAt: UPDATED,
  sections: [
    section(null, [p('Clinic deliveries pause from December 24 to January 2.', 'Order by December 12 for delivery before the break.')]),
  ],
};

export const HPSF_PAGES: ContentPageSeed[] = [faq, shipping, autoship, about, holidays];
