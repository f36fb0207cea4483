import { z } from 'zod';
import { attributeSchema, buyerIdentitySchema } from '../entities/cart';

/** What the cart knows of the customer; set by the server (site, account), never by the wire. */
export const cartCustomerSchema = z.object({
  /** clinic (staff-feeding) user: the Program Discount applies */
  programDiscount: z.boolean(),
  /** the customer already has autoship subscriptions (AUTO35 then does not apply) */
  hasSubscriptions: z.boolean(),
});
export type CartCustomer = z.infer<typeof cartCustomerSchema>;

/** The terms of an accepted promotion code the cart keeps (core/cart/promotions.ts). */
export const promotionTermsSchema = z.object({
  code: z.string(),
  percentOff: z.number().int().min(1).max(100),
  minSubtotalCents: z.number().int().min(0),
  firstOrderOnly: z.boolean(),
});

/** A line as the reducer keeps it: money in integer cents, the variant as it was when last touched. */
export const cartLineStateSchema = z.object({
  id: z.string(),
  variantId: z.string(),
  /** the variant's adminGraphqlId, the canonical merchandise id on the wire */
  merchandiseId: z.string(),
  sku: z.string(),
  variantTitle: z.string(),
  productTitle: z.string(),
  productType: z.string(),
  sellingPlanId: z.string().nullable(),
  quantity: z.number().int().min(1),
  attributes: z.array(attributeSchema),
  /** list price of one unit */
  priceCents: z.number().int(),
  /** price of one unit on this line (list price less the selling plan's discount) */
  unitPriceCents: z.number().int(),
  compareAtCents: z.number().int().nullable(),
});
export type CartLineState = z.infer<typeof cartLineStateSchema>;

/** The cart as stored by the server and by the offline client; parse it whenever it is read back. */
export const cartStateSchema = z.object({
  id: z.string().min(1),
  lines: z.array(cartLineStateSchema),
  attributes: z.array(attributeSchema),
  buyerIdentity: buyerIdentitySchema,
  /** codes the customer entered; AUTO35 is added on top when it applies (see discount-codes) */
  discountCodes: z.array(z.string()),
  note: z.string().nullable(),
  customer: cartCustomerSchema,
  /** the terms of the entered promotion code, set by the server when it accepted the code (absent in older carts) */
  promotion: promotionTermsSchema.nullable().optional(),
  /** the shopper-paid donation (round-up or add-on) in cents; not a line, so never taxed nor toward free shipping (absent: 0) */
  donationCents: z.number().int().min(0).optional(),
});
export type CartState = z.infer<typeof cartStateSchema>;
export type BuyerIdentity = CartState['buyerIdentity'];

// Kept apart from the schemas above so pages can build carts without loading zod on a first visit.
export { EMPTY_BUYER_IDENTITY, emptyCart, GUEST_CUSTOMER } from './empty';
