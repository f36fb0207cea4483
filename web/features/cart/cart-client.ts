// The cart client (interface: /tmp/coord/cart-client.md): the offline-first cart over the outbox.
// UI code imports from here, never from state/ directly.
export {
  adoptCart,
  forgetCart,
  refreshFromServer,
  setCartShopper,
  setCartOwner,
  startCart,
  syncNow,
  whenCartIdle,
} from './state/cart-lifecycle';
export type { CartOwner } from './state/cart-cookie';
export { CartRefusals } from './state/CartRefusals';
export { cartActions, getCartView, subscribeCart, useCart, useCartActions } from './state/hooks';
export { PendingSyncMark, WAITING_TO_SYNC } from './state/PendingSyncMark';
export type { AddToCartDetails, AddToCartResult, CartActions, CartRefusalNotice, CartView } from './state/types';
