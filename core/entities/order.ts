import { z } from 'zod';
import { moneySchema } from './catalogue';

/** Order with its line items (§3); orders arrive in pages with pageInfo and a cursor. */
export const orderSchema = z.object({
  id: z.string(),
  name: z.string(),
  processedAt: z.string(),
  totalPrice: moneySchema,
  lineItems: z.array(
    z.object({
      title: z.string(),
      quantity: z.number().int(),
      variant: z.object({ id: z.string(), sku: z.string(), weight: z.number(), weightUnit: z.string() }),
    }),
  ),
});
export type Order = z.infer<typeof orderSchema>;

export const orderPageSchema = z.object({
  orders: z.array(orderSchema),
  pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() }),
});

/** Subscription as the subscription provider returns it (§3). */
export const providerSubscriptionSchema = z.object({
  customer: z.string(),
  product: z.string(),
  external_id: z.string(),
  frequency_days: z.number(),
  every_period: z.number(),
  cancelled: z.boolean(),
  cancel_reason: z.string().nullable(),
  start_date: z.string(),
  quantity: z.number().int(),
});

/** Mapped subscription form (§3), with weight and unit from the matched order line. */
export const subscriptionSchema = z.object({
  customerId: z.string(),
  productId: z.string(),
  contractId: z.string(),
  frequencyDays: z.number(),
  frequency: z.number(),
  cancelled: z.boolean(),
  cancelReason: z.string().nullable(),
  startDateString: z.string(),
  quantity: z.number().int(),
  weight: z.number().nullable(),
  weightUnit: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
