import { z } from 'zod';
import { checkoutEmailSchema, shippingAddressSchema } from '../checkout/shipping-address';
import { attributeSchema, cartSchema } from '../entities/cart';
import { moneySchema } from '../entities/catalogue';
import { US_STATES, type UsStateCode } from '../stock/us-states';
import { cartIdSchema } from './cart';
import { endpoint } from './define';

const CHECKOUT = '/api/checkout';
const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const STATE_CODES = US_STATES.map((state) => state.code) as [UsStateCode, ...UsStateCode[]];

/** The donation widget's tracking record id (the provider's tracking ids are uuids, core/contract/donation). */
const donationTrackingIdSchema = z.uuid({ error: 'must be a donation tracking id (a uuid)' });

/** Where an order ships (§3 shipping_location). */
export const shippingLocationWireSchema = z.enum(['ship_to_home', 'ship_to_work']);
/** §3 sgOrderType. */
export const orderTypeWireSchema = z.enum(['oneTimeOrder', 'firstPurchaseSubscription']);
/** §3 SALES_ORD_TYPE. */
export const salesOrderTypeWireSchema = z.enum(['ZK01', 'ZDTC']);

/** Every money line of an order or quote, amounts as on the cart wire ('12.99', USD). */
export const orderTotalsWireSchema = z.object({
  subtotalBeforeSavings: moneySchema,
  programDiscount: moneySchema,
  promoDiscount: moneySchema,
  /** the entered promotion code's discount ('0.00' without one) */
  codeDiscount: moneySchema,
  /** the goods after every discount ('Cart Subtotal') */
  subtotal: moneySchema,
  shipping: moneySchema,
  freeShipping: z.boolean(),
  /** the Alaska/Hawaii service charge ('0.00' elsewhere) */
  serviceCharge: moneySchema,
  tax: moneySchema,
  /** e.g. '7.25%' */
  taxRate: z.string(),
  /** the shopper-paid round-up or add-on ('0.00' without one): untaxed, its own 'Donation' row */
  donation: moneySchema,
  total: moneySchema,
});
/** Order totals as sent. */
export type OrderTotalsWire = z.infer<typeof orderTotalsWireSchema>;

/** POST /api/checkout/start {cartId, …}: §4 checkout start; writes the order attributes (signed-in only) and re-tags the lines. */
export const startCheckout = endpoint({
  path: `${CHECKOUT}/start`,
  methods: ['POST'],
  input: z.object({
    cartId: cartIdSchema,
    isAttestationChecked: z.boolean().default(false),
    donationTrackingId: donationTrackingIdSchema.nullable().default(null),
    acceptsEmailMarketing: z.boolean().optional(),
  }),
  output: data(
    z.object({
      cart: cartSchema,
      signedIn: z.boolean(),
      shippingLocation: shippingLocationWireSchema,
      orderType: orderTypeWireSchema,
      salesOrderType: salesOrderTypeWireSchema,
      /** the attestations place-order will ask for (a prescription-line item; a first Autoship under the compliance flag) */
      attestations: z.array(z.enum(['prescription', 'autoship'])),
      /** the contact step filled from a signed-in customer's profile (null for a guest) */
      prefill: z
        .object({
          email: z.string(),
          firstName: z.string(),
          lastName: z.string(),
          address1: z.string(),
          address2: z.string(),
          city: z.string(),
          provinceCode: z.string(),
          zip: z.string(),
          phone: z.string(),
        })
        .nullable(),
    }),
  ),
  idempotent: true,
});

/** POST /api/checkout/quote {cartId, provinceCode}: shipping, service charge, tax and total for a destination state. */
export const quoteCheckout = endpoint({
  path: `${CHECKOUT}/quote`,
  methods: ['POST'],
  input: z.object({ cartId: cartIdSchema, provinceCode: z.enum(STATE_CODES, { error: 'Choose your state.' }) }),
  output: data(orderTotalsWireSchema),
  cacheable: false,
});

/** Card details; the number is used for the charge and never stored (only brand and last 4). */
export const paymentInputSchema = z.object({
  cardNumber: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(10),
  nameOnCard: z.string().max(100),
});

/** One line of a placed order. */
export const orderLineWireSchema = z.object({
  productTitle: z.string(),
  variantTitle: z.string(),
  /** the catalogue's variant id (the donation provider knows products by it) */
  variantId: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  unitPrice: moneySchema,
  subtotal: moneySchema,
  sellingPlanId: z.string().nullable(),
  attributes: z.array(attributeSchema),
});

/** A placed order as the confirmation page shows it. */
export const placedOrderSchema = z.object({
  number: z.string(),
  cartId: z.string(),
  status: z.string(),
  email: z.string(),
  createdAt: z.string(),
  shippingAddress: shippingAddressSchema,
  salesOrderType: salesOrderTypeWireSchema,
  orderType: orderTypeWireSchema,
  shippingLocation: shippingLocationWireSchema,
  attributes: z.array(attributeSchema),
  lines: z.array(orderLineWireSchema),
  totals: orderTotalsWireSchema,
  payment: z.object({ brand: z.string(), last4: z.string() }),
});
/** A placed order as sent. */
export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** POST /api/checkout/place-order: charges the card and places the order, once per cart; honours Idempotency-Key. */
export const placeOrder = endpoint({
  path: `${CHECKOUT}/place-order`,
  methods: ['POST'],
  input: z.object({
    cartId: cartIdSchema,
    email: checkoutEmailSchema,
    shippingAddress: shippingAddressSchema,
    payment: paymentInputSchema,
    /** the shopper's answers on the review step; when left out, the ones checkout start recorded count */
    isAttestationChecked: z.boolean().optional(),
    acceptsEmailMarketing: z.boolean().optional(),
    /** the donation widget's tracking record; when left out, the one checkout start recorded counts */
    donationTrackingId: donationTrackingIdSchema.nullish(),
  }),
  output: data(placedOrderSchema),
  idempotent: true,
});

/**
 * POST /api/checkout/staff-quota (empty): the signed-in staff user's monthly quota (§3 quotaReached),
 * so the cart can say it is reached before checkout refuses; no quota for anyone else.
 */
export const staffQuota = endpoint({
  path: `${CHECKOUT}/staff-quota`,
  methods: ['POST'],
  input: z.object({}),
  output: data(
    z.object({ limit: z.number().int().nullable(), used: z.number().int(), quotaReached: z.boolean(), message: z.string().nullable() }),
  ),
  cacheable: false,
});

/**
 * POST /api/checkout/order {number}: a placed order (for the confirmation), read only by its
 * customer's session or, for a guest's order, with the guest key its cart was bound to.
 */
export const getOrder = endpoint({
  path: `${CHECKOUT}/order`,
  methods: ['POST'],
  input: z.object({ number: z.string().min(1).max(40) }),
  output: data(placedOrderSchema),
  cacheable: false,
});
