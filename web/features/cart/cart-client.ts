// The cart client: the offline-first cart over the outbox.
// UI code imports from here, never from state/ directly. The cart's own UI pieces (CartRefusals,
// PendingSyncMark) are imported from their files: a barrel would put their code (and CSS) into
// every first visit.
export {
  adoptCart,
  forgetCart,
  forgetCartOfSignedOutUser,
  refreshFromServer,
  setCartShopper,
  setCartOwner,
  startCart,
  syncNow,
  whenCartIdle,
} from './state/cart-lifecycle';
export type { CartOwner } from './state/cart-cookie';
export { cartActions, getCartView, subscribeCart, useCart, useCartActions } from './state/hooks';
export type { AddToCartDetails, AddToCartResult, CartActions, CartRefusalNotice, CartView } from './state/types';
