/**
 * Terms & Conditions and Privacy & Cookies of both storefronts. Most of the text is shared; the
 * staff-feeding storefront adds its program's eligibility and the clinic data it keeps.
 */
import type { ContentSection } from '../../../core/entities/content-page';
import { type ContentPageSeed, LINKS, lead, p, type PageSite, section } from './content-page-builders';

const UPDATED = '2026-09-15';

/** The part of the terms that is the same on both storefronts: accounts, liability, changes. */
function accountAndLegalSections(): ContentSection[] {
  return [
    section('Your account', [
      p(
        'Keep your password to yourself and sign out on shared computers.',
        'You are responsible for orders placed from your account until you tell us it has been misused.',
      ),
    ]),
    section('Liability', [
      p('Our food is not a substitute for veterinary advice.', 'Nothing in these terms limits rights you have by law as a consumer.'),
    ]),
    section(
      'Changes to these terms',
      [
        p(
          'We may update these terms; the date below this page’s title says when they last changed.',
          'Orders follow the terms in force when they were placed.',
        ),
      ],
      [LINKS.contact],
    ),
  ];
}

function terms(site: PageSite): ContentPageSeed {
  const staff = site === 'HPSF';
  return {
    site,
    slug: 'terms-and-conditions',
    title: 'Terms & Conditions',
    summary: staff
      ? 'The terms of the Vitalis staff feeding program: eligibility, pricing, orders, Autoship and delivery.'
      : 'The terms of buying from the Vitalis shop: orders, prices, Autoship, delivery and returns.',
    published: true,
    updatedAt: UPDATED,
    sections: [
      section(null, [
        lead(
          staff
            ? 'These terms apply to orders placed through the Vitalis staff feeding program by eligible clinic staff.'
            : 'These terms apply to every order placed on the Vitalis shop. By placing an order you accept them.',
        ),
      ]),
      ...(staff
        ? [
            section('Eligibility', [
              p(
                'The program is open to staff, veterinarians and students of participating clinics and veterinary schools.',
                'Program prices are for food for pets you own; reselling it ends your access to the program.',
                'Access ends when you leave a participating clinic.',
              ),
            ]),
          ]
        : []),
      section('Orders', [
        p(
          'An order is accepted when we send its confirmation.',
          'One order holds up to {{max_order_quantity}} items in total;',
          'we may refuse orders above that, or orders we believe are for resale.',
        ),
      ]),
      section('Prices and payment', [
        p(
          staff
            ? 'Prices are program prices, shown after sign-in, with the Program Discount where your clinic qualifies.'
            : 'Prices are in US dollars and shown before you order.',
          'Sales tax is added at checkout where it applies. We charge your card when your order is placed.',
        ),
      ]),
      section(
        'Autoship',
        [
          p(
            'Autoship orders are placed for you on the schedule you choose, at the Autoship price, until you cancel.',
            'A first Autoship order gets {{first_autoship_discount}} off its Autoship items',
            '({{first_autoship_promo_code}}), once per account.',
            'You may skip, change or cancel an Autoship at any time before its next delivery date.',
          ),
        ],
        [LINKS.autoship],
      ),
      section(
        'Shipping',
        [
          p(
            'Orders of {{free_shipping_minimum}} or more ship free; other orders ship for a flat {{flat_shipping_rate}}.',
            'Shipments to Alaska and Hawaii carry a {{alaska_hawaii_service_charge}} service charge.',
            'Delivery dates are estimates; the risk of loss passes to you on delivery.',
          ),
        ],
        [LINKS.shipping],
      ),
      section('Returns', [
        p(
          'Report damaged or missing items within 14 days of delivery.',
          'If your pet will not eat a Vitalis recipe, we refund it when you tell us within 60 days of delivery.',
        ),
      ]),
      ...accountAndLegalSections(),
    ],
  };
}

function privacy(site: PageSite): ContentPageSeed {
  const staff = site === 'HPSF';
  return {
    site,
    slug: 'privacy-and-cookies',
    title: 'Privacy & Cookies',
    summary: 'What we collect, why, what is kept on your device, the cookies we set and the choices you have.',
    published: true,
    updatedAt: UPDATED,
    sections: [
      section(null, [lead('We collect only what we need to sell you pet food and deliver it, and we never sell your information.')]),
      section('What we collect', [
        p(
          'Your name, email address, phone number and delivery addresses; your orders and Autoships;',
          'and the zip code you enter, to show stock and delivery dates.',
        ),
        ...(staff
          ? [
              p(
                'For the staff feeding program we also keep your clinic, role, graduation year and school,',
                'and your clinic’s account group, which decides the Program Discount.',
              ),
            ]
          : []),
      ]),
      section('How we use it', [
        p(
          'To take and deliver your orders, run your Autoships, answer your messages and keep your account secure.',
          'We share delivery details with our carriers, and payments with our payment processor, for those purposes only.',
        ),
      ]),
      section('Cookies we set', [
        p(
          'Necessary cookies keep you signed in (shop_session) and keep your cart (col_cart_id, or guest_col_cart_id before sign-in).',
          'The sign-in cookie cannot be read by scripts on the page.',
          'A short-lived cookie links checkout to your order and expires after two hours.',
        ),
      ]),
      section('Data on your device', [
        p(
          'So that the shop opens without a connection, it keeps the catalogue, your cart and the pages you visited on this device.',
          'Signing out removes your cart, your profile and your saved account pages from it.',
        ),
      ]),
      section(
        'Your choices',
        [
          p(
            'You may ask for a copy of your information, correct it or have it deleted, and unsubscribe from our emails at any time.',
            'Write to us through the contact page and we answer within 30 days.',
          ),
        ],
        [LINKS.contact],
      ),
      section('Changes', [p('When this notice changes, the date below its title changes with it.')], [LINKS.terms]),
    ],
  };
}

export const LEGAL_PAGES: ContentPageSeed[] = [terms('DTC'), terms('HPSF'), privacy('DTC'), privacy('HPSF')];
