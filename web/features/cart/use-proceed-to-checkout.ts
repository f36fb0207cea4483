import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CartState } from '../../../core/cart';
import { useUserStore } from '../identity/user-store';
import { decideCheckout } from './checkout-decision';
import { loadFairTradeCompliance } from './compliance-flag';

export const CHECKOUT_SYNC_FAILED_MESSAGE =
  'Your latest cart changes have not reached us yet, so checkout cannot start. Please try again in a moment.';

/** What checkout start needs of the cart state: the latest view (read after awaits) and a sync. */
export interface CheckoutCartAccess {
  latest: () => { cart: CartState | null; pendingCount: number };
  syncNow: () => Promise<void>;
}

/**
 * Proceed to Checkout: decides with the latest cart (core/cart flags, connection, compliance flag),
 * waits for pending changes to sync so checkout sees the cart the shopper sees, then opens checkout.
 * Offline the cart is left as it is and the shopper is told why nothing happened.
 */
export function useProceedToCheckout({ latest, syncNow }: CheckoutCartAccess) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function decide() {
    const { cart, pendingCount } = latest();
    if (!cart) return null;
    const fairTradeCompliance = navigator.onLine ? await loadFairTradeCompliance(queryClient) : false;
    const signedIn = useUserStore.getState().status === 'signedIn';
    return decideCheckout(cart, { online: navigator.onLine, pendingCount, fairTradeCompliance, signedIn });
  }

  async function proceed() {
    if (busy) return;
    setMessage(null);
    setBusy(true);
    try {
      let decision = await decide();
      if (decision?.kind === 'checkout' && decision.syncFirst) {
        await syncNow();
        decision = await decide();
        if (decision?.kind === 'checkout' && decision.syncFirst) {
          setMessage(CHECKOUT_SYNC_FAILED_MESSAGE);
          return;
        }
      }
      if (!decision) return;
      if (decision.kind === 'refused' || decision.kind === 'offline') setMessage(decision.message);
      else if (decision.kind === 'login-required') navigate(decision.path);
      else navigate(decision.url);
    } finally {
      setBusy(false);
    }
  }

  return { proceed, message, busy, clearMessage: () => setMessage(null) };
}
