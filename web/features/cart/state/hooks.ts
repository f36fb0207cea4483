import { useStore } from 'zustand';
import { forgetCart, syncNow } from './cart-lifecycle';
import { cartStore } from './cart-store';
import { dismissRefusal } from './refusals';
import type { CartActions, CartView } from './types';

// The changes (and the reducer that checks them) load with the shopper's first change, not with
// the page (the first-visit JavaScript budget); quick changes wait for the same load and then run in the order made.
const changes = () => import('./cart-actions');

/** The cart's actions, for code outside React components. */
export const cartActions: CartActions = {
  addToCart: (variant, quantity, details) => changes().then((m) => m.addToCart(variant, quantity, details)),
  setQuantity: (lineId, quantity) => changes().then((m) => m.setQuantity(lineId, quantity)),
  setSellingPlan: (lineId, sellingPlanId) => changes().then((m) => m.setSellingPlan(lineId, sellingPlanId)),
  removeLine: (lineId) => changes().then((m) => m.removeLine(lineId)),
  setDiscountCodes: (codes) => changes().then((m) => m.setDiscountCodes(codes)),
  setNote: (note) => changes().then((m) => m.setNote(note)),
  setDonation: (amountCents) => changes().then((m) => m.setDonation(amountCents)),
  dismissRefusal,
  syncNow,
  forgetCart,
};

/** The shown cart (optimistic), its pending marks and refusals; re-renders when it changes. */
export function useCart(): CartView {
  return useStore(cartStore, (state) => state.view);
}

/** The cart's actions (one stable object). */
export function useCartActions(): CartActions {
  return cartActions;
}

/** Current view, for code outside React (e.g. the update prompt waits while changes are pending). */
export function getCartView(): CartView {
  return cartStore.getState().view;
}

/** Calls `listener` with every new view; returns the unsubscribe. */
export function subscribeCart(listener: (view: CartView) => void): () => void {
  return cartStore.subscribe((state) => listener(state.view));
}
