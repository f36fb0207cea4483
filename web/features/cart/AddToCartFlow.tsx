import { type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { CartState } from '../../../core/cart';
import { AddToCartContext, type AddToCartHandler } from '../catalogue/add-to-cart';
import type { AddDeps } from './add-and-report';
import './AddToCartFlow.css';
import { lazyOptional } from '../../lib/lazy-component';

// The add with its analytics, and the confirmation (modal, tracker), load together with the first
// add, not with every page (what a first visit loads). Should the confirmation's code still fail
// (offline before the worker has cached it), the add stands and the page goes on without it.
const loadAdd = () => import('./add-and-report');
const AddedToCart = lazyOptional(() => import('./AddedToCart').then((m) => m.AddedToCart));

/** §8: the only trace a failed add leaves. */
export const ADD_TO_CART_ERROR_LOG = 'Error adding product (Check if variant ID is valid)';

/** What the add flow needs of the cart state module. */
export interface AddToCartFlowProps extends AddDeps {
  setQuantity: (lineId: string, quantity: number) => Promise<void>;
  /** the cart as it is now (shown in the modal, which follows later changes) */
  cart: CartState | null;
  /** close the modal by itself after this many ms; 0 (default) never */
  autoCloseMs?: number;
  children: ReactNode;
}

interface AddedItem {
  lineId: string;
  imageUrl: string;
  /** the control the shopper added with, where focus returns when the modal closes */
  opener: HTMLElement | null;
}

/**
 * §4 add-to-cart flow for every card and product page below it: the add goes to the cart (which
 * creates the cart when there is none), 'add_to_cart' goes to the data layer and the confirmation
 * modal opens. A failed add is only logged (§8: by the cart module when it refuses, here when it
 * throws); the shopper sees nothing.
 */
export function AddToCartFlow({ addToCart, setQuantity, cart, latestCart, autoCloseMs = 0, children }: AddToCartFlowProps) {
  const [added, setAdded] = useState<AddedItem | null>(null);

  const handler = useCallback<AddToCartHandler>(
    async (variant, quantity, details) => {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      try {
        const [{ addAndReport }] = await Promise.all([loadAdd(), AddedToCart.preload()]);
        // A refused add (null) was logged with ADD_TO_CART_ERROR_LOG by the cart module, which saw why.
        const lineId = await addAndReport({ addToCart, latestCart }, variant, quantity, details);
        if (lineId) setAdded({ lineId, imageUrl: variant.imagePrimary.url || details?.product?.featuredImage.url || '', opener });
      } catch (error) {
        console.error(ADD_TO_CART_ERROR_LOG, error);
      }
    },
    [addToCart, latestCart],
  );

  const close = useCallback(() => setAdded(null), []);
  // The confirmation belongs to the page it was made on: Back or any other navigation closes it.
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new path, by design
  useEffect(() => close(), [pathname, close]);
  const line = added ? cart?.lines.find((l) => l.id === added.lineId) : undefined;

  return (
    <AddToCartContext.Provider value={handler}>
      {children}
      {added && cart && line && (
        <Suspense fallback={null}>
          <AddedToCart
            cart={cart}
            line={line}
            imageUrl={added.imageUrl}
            opener={added.opener}
            autoCloseMs={autoCloseMs}
            onClose={close}
            setQuantity={setQuantity}
          />
        </Suspense>
      )}
    </AddToCartContext.Provider>
  );
}
