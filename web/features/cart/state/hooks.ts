import { useStore } from 'zustand';
import { addToCart, dismissRefusal, removeLine, setQuantity, setSellingPlan } from './cart-actions';
import { forgetCart, syncNow } from './cart-lifecycle';
import { cartStore } from './cart-store';
import type { CartActions, CartView } from './types';

/** The cart's actions, for code outside React components. */
export const cartActions: CartActions = { addToCart, setQuantity, setSellingPlan, removeLine, dismissRefusal, syncNow, forgetCart };

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
