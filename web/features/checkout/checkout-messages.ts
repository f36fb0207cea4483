/** What checkout tells the shopper about the connection and failed attempts. */
export const CHECKOUT_MESSAGES = {
  offline: 'You are offline, and checkout needs an internet connection. Your cart is saved on this device: connect and try again.',
  offlineWhileFilling: 'You are offline. Your details stay on this page; placing the order needs an internet connection.',
  placeOffline: 'You are offline. Placing an order needs an internet connection.',
  unreachable:
    "We couldn't reach the shop, so your order may not be placed yet. " +
    'Check your connection and press Place Order again: you will not be charged twice.',
  quoteFailed: "We couldn't calculate shipping and tax. Check your connection and try again.",
  loadFailed: "We couldn't open checkout. Check your connection and try again.",
} as const;
