import { z } from 'zod';
import { MAX_CART_DONATION_CENTS, MAX_CART_LINES, MAX_CART_NOTE } from '../cart/rules';
import { cartSchema, isOrderAttributeKey } from '../entities/cart';
import { endpoint } from './define';
import { CART_PATHS } from './paths';

const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** A cart id: a UUID, which the client may make itself so a cart can be created offline. */
export const cartIdSchema = z.uuid();
const text = (max: number) => z.string().max(max);
/** A key/value attribute as a client may send it. */
export const attributeInputSchema = z.object({ key: z.string().min(1).max(100), value: text(2000) });
const attributes = z.array(attributeInputSchema).max(50);
/** Quantities far outside any cap are input errors; within this range §5's minimum and caps settle them. */
const quantity = z.number().int().min(-1000).max(1000);

/** A line to add: variant id or adminGraphqlId, quantity, autoship plan or null, attributes. */
export const cartLineItemInputSchema = z.object({
  merchandiseId: z.string().min(1).max(200),
  quantity,
  sellingPlanId: z.string().min(1).max(200).nullable().optional(),
  attributes: attributes.default([]),
});
/** A line update: its id, and any of quantity (0 removes), selling plan (null: one-time), attributes. */
export const cartLineItemUpdateSchema = z.object({
  id: z.string().min(1).max(500),
  quantity: quantity.min(0).optional(),
  sellingPlanId: z.string().min(1).max(200).nullable().optional(),
  attributes: attributes.optional(),
});
/** Buyer identity fields a client may set; the ones left out stay as they are. */
export const buyerIdentityInputSchema = z.object({
  email: z.email().max(320).nullable().optional(),
  phone: text(40).nullable().optional(),
  countryCode: z.string().length(2).nullable().optional(),
  customerAccessToken: text(2000).nullable().optional(),
});
const lineItems = z.array(cartLineItemInputSchema).max(MAX_CART_LINES);
/** The shopper's order note (§3 cart note): at most MAX_CART_NOTE characters. */
const noteSchema = z
  .string()
  .max(MAX_CART_NOTE, { error: `The order note can be at most ${MAX_CART_NOTE} characters.` })
  .nullable();
const cartAnswer = data(cartSchema);

/**
 * POST /api/ecom/v1.0/get-cart {cartId}: the whole cart, for its owner only; never cached, and POST
 * only so the id stays out of URLs and logs.
 */
export const getCart = endpoint({
  path: CART_PATHS.getCart,
  methods: ['POST'],
  input: z.object({ cartId: cartIdSchema }),
  output: cartAnswer,
  cacheable: false,
});

/** POST create-cart {cartId?, buyerIdentity, lineItems}: a new cart; cartId may be made by the client. */
export const createCart = endpoint({
  path: CART_PATHS.createCart,
  methods: ['POST'],
  input: z.object({
    cartId: cartIdSchema.optional(),
    buyerIdentity: buyerIdentityInputSchema.default({}),
    lineItems: lineItems.default([]),
    attributes: attributes.optional(),
    note: noteSchema.optional(),
  }),
  output: cartAnswer,
  idempotent: true,
});

/** POST add-cart-line-items {cartId, lineItems}. */
export const addCartLineItems = endpoint({
  path: CART_PATHS.addCartLineItems,
  methods: ['POST'],
  input: z.object({ cartId: cartIdSchema, lineItems: lineItems.min(1) }),
  output: cartAnswer,
  idempotent: true,
});

/** POST remove-cart-line-items {cartId, lineItemIds}. */
export const removeCartLineItems = endpoint({
  path: CART_PATHS.removeCartLineItems,
  methods: ['POST'],
  input: z.object({ cartId: cartIdSchema, lineItemIds: z.array(z.string().min(1).max(500)).min(1).max(MAX_CART_LINES) }),
  output: cartAnswer,
  idempotent: true,
});

/** POST update-cart-line-items {cartId, lineItems (id, quantity, sellingPlanId, attributes)}. */
export const updateCartLineItems = endpoint({
  path: CART_PATHS.updateCartLineItems,
  methods: ['POST'],
  input: z.object({ cartId: cartIdSchema, lineItems: z.array(cartLineItemUpdateSchema).min(1).max(MAX_CART_LINES) }),
  output: cartAnswer,
  idempotent: true,
});

/**
 * The shopper's cart attributes: the §3 order attributes (sales org, sold-to, ship-to, addresses,
 * order type …) are the shop's, set at checkout from the customer and the cart, and refused here.
 */
const shopperAttributes = attributes.superRefine((list, ctx) => {
  list.forEach(({ key }, i) => {
    if (isOrderAttributeKey(key)) {
      ctx.addIssue({ code: 'custom', path: [i, 'key'], message: `'${key}' is set by the shop at checkout and cannot be changed` });
    }
  });
});

/** POST update-cart-attributes {cartId, attributes}: replaces the shopper's attributes (the shop's order attributes stay). */
export const updateCartAttributes = endpoint({
  path: CART_PATHS.updateCartAttributes,
  methods: ['POST'],
  input: z.object({ cartId: cartIdSchema, attributes: shopperAttributes }),
  output: cartAnswer,
  idempotent: true,
});

/** POST update-cart-buyer-identity {cartId, buyerIdentity}. */
export const updateCartBuyerIdentity = endpoint({
  path: CART_PATHS.updateCartBuyerIdentity,
  methods: ['POST'],
  input: z.object({ cartId: cartIdSchema, buyerIdentity: buyerIdentityInputSchema }),
  output: cartAnswer,
  idempotent: true,
});

/** POST update-cart-discount-codes {cartId, codes}: replaces the entered codes. */
export const updateCartDiscountCodes = endpoint({
  path: CART_PATHS.updateCartDiscountCodes,
  methods: ['POST'],
  input: z.object({ cartId: cartIdSchema, codes: z.array(z.string().max(100)).max(20) }),
  output: cartAnswer,
  idempotent: true,
});

/** POST update-cart-note {cartId, note}. */
export const updateCartNote = endpoint({
  path: CART_PATHS.updateCartNote,
  methods: ['POST'],
  input: z.object({ cartId: cartIdSchema, note: noteSchema }),
  output: cartAnswer,
  idempotent: true,
});

/**
 * POST update-cart-donation {cartId, amountCents}: the shopper-paid round-up or add-on (0: none).
 * A cart-level amount rather than a line, so it is never taxed nor counted toward free shipping;
 * it goes through the outbox like any cart change.
 */
export const updateCartDonation = endpoint({
  path: CART_PATHS.updateCartDonation,
  methods: ['POST'],
  input: z.object({
    cartId: cartIdSchema,
    amountCents: z
      .number()
      .int()
      .min(0, { error: 'The donation cannot be negative.' })
      .max(MAX_CART_DONATION_CENTS, { error: `The donation can be at most $${MAX_CART_DONATION_CENTS / 100}.` }),
  }),
  output: cartAnswer,
  idempotent: true,
});

/** Every cart write (each honours Idempotency-Key). */
export const cartMutations = [
  createCart,
  addCartLineItems,
  removeCartLineItems,
  updateCartLineItems,
  updateCartAttributes,
  updateCartBuyerIdentity,
  updateCartDiscountCodes,
  updateCartNote,
  updateCartDonation,
] as const;
