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
});
export type CartState = z.infer<typeof cartStateSchema>;
export type BuyerIdentity = CartState['buyerIdentity'];

/** A guest's buyer identity: every field null. */
export const EMPTY_BUYER_IDENTITY: BuyerIdentity = { email: null, phone: null, countryCode: null, customerAccessToken: null };
/** A DTC guest: no Program Discount, no subscriptions. */
export const GUEST_CUSTOMER: CartCustomer = { programDiscount: false, hasSubscriptions: false };

/** A cart with no lines, guest identity unless given. */
export function emptyCart(id: string, parts: Partial<Omit<CartState, 'id' | 'lines'>> = {}): CartState {
  return {
    id,
    lines: [],
    attributes: parts.attributes ?? [],
    buyerIdentity: parts.buyerIdentity ?? EMPTY_BUYER_IDENTITY,
    discountCodes: parts.discountCodes ?? [],
    note: parts.note ?? null,
    customer: parts.customer ?? GUEST_CUSTOMER,
  };
}
