/** Zod-free, typed references to the account endpoints the web client calls (see refs.ts). */
import type * as account from './account';
import { endpointRef } from './define';

// Account: reads and writes by POST (writes with an Idempotency-Key).
const ECOM = '/api/ecom/v1.0';
export const getCommerceCustomer = endpointRef<typeof account.getCommerceCustomer>(`${ECOM}/get-commerce-customer`, 'POST');
export const getCommerceOrders = endpointRef<typeof account.getCommerceOrders>(`${ECOM}/get-commerce-orders`, 'POST');
export const getCommerceOrder = endpointRef<typeof account.getCommerceOrder>(`${ECOM}/get-commerce-order`, 'POST');
export const getSubscriptions = endpointRef<typeof account.getSubscriptions>('/api/get-subscriptions', 'POST');
export const updateCustomer = endpointRef<typeof account.updateCustomer>(`${ECOM}/update-customer`, 'POST');
export const updateCustomerDefaultAddress = endpointRef<typeof account.updateCustomerDefaultAddress>(
  `${ECOM}/update-customer-default-address`,
  'POST',
);
export const customerAddressCreate = endpointRef<typeof account.customerAddressCreate>(`${ECOM}/customer-address-create`, 'POST');
export const customerAddressUpdate = endpointRef<typeof account.customerAddressUpdate>(`${ECOM}/customer-address-update`, 'POST');
export const customerAddressDelete = endpointRef<typeof account.customerAddressDelete>(`${ECOM}/customer-address-delete`, 'POST');
export const cancelSubscription = endpointRef<typeof account.cancelSubscription>('/api/account/subscriptions/cancel', 'POST');
export const skipSubscription = endpointRef<typeof account.skipSubscription>('/api/account/subscriptions/skip', 'POST');
export const changeSubscriptionFrequency = endpointRef<typeof account.changeSubscriptionFrequency>(
  '/api/account/subscriptions/change-frequency',
  'POST',
);
export const restoreCart = endpointRef<typeof account.restoreCart>('/api/account/restore-cart', 'POST');
