/**
 * The account calls of §7: customer, orders, profile and metafield writes, the address book,
 * subscriptions (autoships) and the persisted cart at login. Every call acts on the signed-in
 * customer only; §7's sessionToken in a body is ignored (the server reads the HttpOnly cookie).
 */
import { z } from 'zod';
import { addressInputSchema } from '../account/address-book';
import { autoshipWeeksSchema, cancelReasonSchema } from '../account/subscriptions';
import { moneySchema } from '../entities/catalogue';
import { customerProfileSchema, metafieldSchema } from '../entities/customer';
import { subscriptionSchema } from '../entities/order';
import { placedOrderSchema } from './checkout';
import { endpoint } from './define';

const ECOM = '/api/ecom/v1.0';
const ACCOUNT = '/api/account';
const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const ignored = { sessionToken: z.string().max(4000).optional(), jwt: z.string().max(8000).optional() };
const id = (label: string) => z.string().trim().min(1, `${label} is required`).max(100);

/** An address-book entry as answered. */
export const accountAddressSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  provinceCode: z.string(),
  zip: z.string(),
  countryCode: z.string(),
  phone: z.string().nullable(),
  isDefault: z.boolean(),
});
export type AccountAddress = z.infer<typeof accountAddressSchema>;

/**
 * The customer profile of §3 as the account calls answer it: the entity with the ship-to
 * metafield, and addresses in the account's own shape (ids and the default flag).
 */
export const commerceCustomerSchema = customerProfileSchema.extend({
  shipTo: metafieldSchema.nullable(),
  addresses: z.array(accountAddressSchema),
  defaultAddress: accountAddressSchema.nullable(),
});
export type CommerceCustomer = z.infer<typeof commerceCustomerSchema>;

/** An order in the order history. */
export const orderSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  createdAt: z.string(),
  status: z.string(),
  orderType: z.string(),
  total: moneySchema,
  itemCount: z.number().int(),
  lines: z.array(z.object({ productTitle: z.string(), variantTitle: z.string(), sku: z.string(), quantity: z.number().int() })),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** One order with lines, totals, address and attributes. */
export const orderDetailSchema = placedOrderSchema.extend({ id: z.string() });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

const pageInfoSchema = z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() });

/** GET|POST get-commerce-customer: the signed-in customer's profile. */
export const getCommerceCustomer = endpoint({
  path: `${ECOM}/get-commerce-customer`,
  methods: ['GET', 'POST'],
  input: z.object(ignored),
  output: data(commerceCustomerSchema),
});

/** GET|POST get-commerce-orders {id, quantity, cursor, query}: a page of the customer's orders, newest first. */
export const getCommerceOrders = endpoint({
  path: `${ECOM}/get-commerce-orders`,
  methods: ['GET', 'POST'],
  input: z.object({
    ...ignored,
    /** the customer id; when given it must be the caller's */
    id: z.string().max(100).optional(),
    quantity: z.number().int().min(1, 'quantity must be at least 1').max(50, 'quantity must be at most 50').default(10),
    cursor: z.string().max(400).nullable().optional(),
    query: z.string().max(200).nullable().optional(),
  }),
  output: data(z.object({ orders: z.array(orderSummarySchema), pageInfo: pageInfoSchema })),
});

/** GET|POST get-commerce-last-order {id}: the customer's newest order, or null. */
export const getCommerceLastOrder = endpoint({
  path: `${ECOM}/get-commerce-last-order`,
  methods: ['GET', 'POST'],
  input: z.object({ ...ignored, id: z.string().max(100).optional() }),
  output: data(orderSummarySchema.nullable()),
});

/** GET|POST get-commerce-order {id}: one order of the customer; another customer's is 404. */
export const getCommerceOrder = endpoint({
  path: `${ECOM}/get-commerce-order`,
  methods: ['GET', 'POST'],
  input: z.object({ ...ignored, id: id('Order id') }),
  output: data(orderDetailSchema),
});

const metafieldInputSchema = z.object({
  namespace: z.string().trim().min(1).max(40),
  key: z.string().trim().min(1).max(60),
  value: z.string().max(1000),
  type: z.string().max(60).optional(),
});
const userErrorSchema = z.object({ field: z.array(z.string()), message: z.string() });

/** POST update-customer {customerId, updateInput}: profile fields and metafields; refusals come as userErrors. */
export const updateCustomer = endpoint({
  path: `${ECOM}/update-customer`,
  methods: ['POST'],
  input: z.object({
    ...ignored,
    customerId: id('customerId'),
    updateInput: z.object({
      firstName: z.string().max(200).optional(),
      lastName: z.string().max(200).optional(),
      phone: z.string().max(60).optional(),
      acceptsMarketing: z.boolean().optional(),
      metafields: z.array(metafieldInputSchema).max(20).optional(),
    }),
  }),
  output: data(
    z.object({ customerUpdate: z.object({ customer: commerceCustomerSchema.nullable(), userErrors: z.array(userErrorSchema) }) }),
  ),
  idempotent: true,
});

/** POST delete-metafield {metafieldId}. */
export const deleteMetafield = endpoint({
  path: `${ECOM}/delete-metafield`,
  methods: ['POST'],
  input: z.object({ ...ignored, metafieldId: id('metafieldId') }),
  output: data(z.object({ deletedId: z.string() })),
  idempotent: true,
});

/** POST update-customer-default-address {addressId}. */
export const updateCustomerDefaultAddress = endpoint({
  path: `${ECOM}/update-customer-default-address`,
  methods: ['POST'],
  input: z.object({ ...ignored, addressId: id('addressId') }),
  output: data(z.object({ defaultAddress: accountAddressSchema })),
  idempotent: true,
});

/** POST customer-address-create {address}: per-field messages as 400 'address.zip' etc. */
export const customerAddressCreate = endpoint({
  path: `${ECOM}/customer-address-create`,
  methods: ['POST'],
  input: z.object({ ...ignored, address: addressInputSchema, makeDefault: z.boolean().optional() }),
  output: data(z.object({ address: accountAddressSchema })),
  idempotent: true,
});

/** POST customer-address-update {address, id}. */
export const customerAddressUpdate = endpoint({
  path: `${ECOM}/customer-address-update`,
  methods: ['POST'],
  input: z.object({ ...ignored, id: id('Address id'), address: addressInputSchema }),
  output: data(z.object({ address: accountAddressSchema })),
  idempotent: true,
});

/** POST customer-address-delete {id}. */
export const customerAddressDelete = endpoint({
  path: `${ECOM}/customer-address-delete`,
  methods: ['POST'],
  input: z.object({ ...ignored, id: id('Address id') }),
  output: data(z.object({ deletedCustomerAddressId: z.string() })),
  idempotent: true,
});

/** A subscription as the account pages show it: the mapped form of §3 plus what the page needs. */
export const accountSubscriptionSchema = subscriptionSchema.extend({
  variantId: z.string(),
  sku: z.string(),
  productTitle: z.string().nullable(),
  variantTitle: z.string().nullable(),
  nextDeliveryDate: z.string(),
  skipped: z.number().int(),
});
export type AccountSubscription = z.infer<typeof accountSubscriptionSchema>;

/** POST get-subscriptions {customer}: results in the mapped form; a load failure is logged and answers []. */
export const getSubscriptions = endpoint({
  path: '/api/get-subscriptions',
  methods: ['GET', 'POST'],
  input: z.object({ ...ignored, customer: z.string().max(100).optional() }),
  output: z.object({ results: z.array(accountSubscriptionSchema) }),
});

/** POST get-subscriptions-product-by-sku {sku}: the autoship plans of a product. */
export const getSubscriptionsProductBySku = endpoint({
  path: '/api/get-subscriptions-product-by-sku',
  methods: ['GET', 'POST'],
  input: z.object({ sku: id('sku') }),
  output: data(
    z.object({
      sku: z.string(),
      productId: z.string(),
      variantId: z.string(),
      title: z.string(),
      sellingPlans: z.array(
        z.object({ id: z.string(), name: z.string(), intervalWeeks: z.number().int(), discountPercent: z.number().int() }),
      ),
    }),
  ),
});

const contractId = id('contractId');

/** POST cancel an autoship {contractId, reason}. */
export const cancelSubscription = endpoint({
  path: `${ACCOUNT}/subscriptions/cancel`,
  methods: ['POST'],
  input: z.object({ contractId, reason: cancelReasonSchema }),
  output: data(accountSubscriptionSchema),
  idempotent: true,
});

/** POST skip the next delivery of an autoship {contractId}. */
export const skipSubscription = endpoint({
  path: `${ACCOUNT}/subscriptions/skip`,
  methods: ['POST'],
  input: z.object({ contractId }),
  output: data(accountSubscriptionSchema),
  idempotent: true,
});

/** POST change how often an autoship ships {contractId, weeks}. */
export const changeSubscriptionFrequency = endpoint({
  path: `${ACCOUNT}/subscriptions/change-frequency`,
  methods: ['POST'],
  input: z.object({ contractId, weeks: autoshipWeeksSchema }),
  output: data(accountSubscriptionSchema),
  idempotent: true,
});

/**
 * POST restore-cart {guestCartId}: §4 at login. Merges the guest cart into the persisted cart (or
 * restores it, or links the guest cart), and answers the cart to use and the default address's zip.
 */
export const restoreCart = endpoint({
  path: `${ACCOUNT}/restore-cart`,
  methods: ['POST'],
  input: z.object({ guestCartId: z.uuid('guestCartId must be a cart id').nullable().optional() }),
  output: data(z.object({ cartId: z.string().nullable(), merged: z.boolean(), zipCode: z.string().nullable() })),
});

/** Any endpoint of this file (the web client's typed calls). */
export type AnyAccountEndpoint =
  | typeof getCommerceCustomer
  | typeof getCommerceOrders
  | typeof getCommerceLastOrder
  | typeof getCommerceOrder
  | typeof updateCustomer
  | typeof deleteMetafield
  | typeof updateCustomerDefaultAddress
  | typeof customerAddressCreate
  | typeof customerAddressUpdate
  | typeof customerAddressDelete
  | typeof getSubscriptions
  | typeof getSubscriptionsProductBySku
  | typeof cancelSubscription
  | typeof skipSubscription
  | typeof changeSubscriptionFrequency
  | typeof restoreCart;
