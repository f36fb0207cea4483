import { z } from 'zod';
import { moneySchema } from './catalogue';

export const attributeSchema = z.object({ key: z.string(), value: z.string() });
export type Attribute = z.infer<typeof attributeSchema>;

/** Buyer identity of a cart; all null for guests. */
export const buyerIdentitySchema = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  countryCode: z.string().nullable(),
  customerAccessToken: z.string().nullable(),
});

/** Cart line item of §3; sellingPlanAllocation marks an autoship line. */
export const cartLineSchema = z.object({
  id: z.string(),
  quantity: z.number().int(),
  attributes: z.array(attributeSchema),
  merchandiseId: z.string(),
  sellingPlanId: z.string().nullable(),
  product: z.object({ title: z.string(), productType: z.string() }),
  variant: z.object({
    id: z.string(),
    adminGraphqlId: z.string(),
    sku: z.string(),
    title: z.string(),
    price: z.object({ amount: z.string() }),
    compareAtPrice: z.object({ amount: z.string() }).nullable(),
  }),
  cost: z.object({
    compareAtAmountPerQuantity: moneySchema.nullable(),
    subtotalAmount: moneySchema,
  }),
  sellingPlanAllocation: z.object({ sellingPlan: z.object({ id: z.string() }) }).nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** Cart of §3. */
export const cartSchema = z.object({
  id: z.string(),
  checkoutUrl: z.string(),
  totalQuantity: z.number().int(),
  cost: z.object({ subtotalAmount: moneySchema, totalAmount: moneySchema }),
  lineItems: z.array(cartLineSchema),
  attributes: z.array(attributeSchema),
  buyerIdentity: buyerIdentitySchema,
  discountCodes: z.array(
    z.object({
      code: z.string(),
      applicable: z.boolean(),
      // an accepted promotion code's terms, so an offline cart computes its discount as the shop does
      percentOff: z.number().int().optional(),
      minSubtotal: z.string().optional(),
      firstOrderOnly: z.boolean().optional(),
      message: z.string().optional(),
    }),
  ),
  note: z.string().nullable(),
  /** the shopper-paid donation (round-up or add-on) included in cost.totalAmount; absent: none */
  donation: moneySchema.optional(),
});
export type Cart = z.infer<typeof cartSchema>;

/** A line as given to create-cart / add-cart-line-items. */
export const cartLineInputSchema = z.object({
  merchandiseId: z.string().min(1),
  quantity: z.number().int(),
  sellingPlanId: z.string().nullable().optional(),
  attributes: z.array(attributeSchema).default([]),
});

/** Persisted cart metafield (§3). */
export const PERSISTED_CART_METAFIELD = {
  namespace: 'profeeding',
  key: 'persisted_cart_id',
  type: 'single_line_text_field',
} as const;

/** Order attribute keys set on the cart at checkout (§3). */
export const ORDER_ATTRIBUTE_KEYS = [
  'SALES_ORG',
  'SALES_ORD_TYPE',
  'SOLD_TO',
  'SHIP_TO',
  'ship_to_work_address',
  'ship_to_home_address',
  'is_clinic_address',
  'shipping_location',
  'is_attestation_checked',
  'donation_tracking_id',
  'sgOrderType',
  'accepts_email_marketing',
] as const;
const ORDER_ATTRIBUTE_KEY_SET: ReadonlySet<string> = new Set(ORDER_ATTRIBUTE_KEYS);
/** True for a key the shop sets at checkout from the customer and the cart: never the shopper's to write. */
export const isOrderAttributeKey = (key: string): boolean => ORDER_ATTRIBUTE_KEY_SET.has(key);
export const shippingLocationSchema = z.enum(['ship_to_home', 'ship_to_work']);
export const orderTypeSchema = z.enum(['oneTimeOrder', 'firstPurchaseSubscription']);
