/** Zod-free, typed references to the checkout endpoints the web client calls (see refs.ts). */
import type * as checkout from './checkout';
import { endpointRef } from './define';

// Checkout: writes carry an Idempotency-Key; the order is read by GET.
export const startCheckout = endpointRef<typeof checkout.startCheckout>('/api/checkout/start', 'POST');
export const quoteCheckout = endpointRef<typeof checkout.quoteCheckout>('/api/checkout/quote', 'POST');
export const placeOrder = endpointRef<typeof checkout.placeOrder>('/api/checkout/place-order', 'POST');
export const getOrder = endpointRef<typeof checkout.getOrder>('/api/checkout/order', 'POST');
export const staffQuota = endpointRef<typeof checkout.staffQuota>('/api/checkout/staff-quota', 'POST');
