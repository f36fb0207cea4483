import { createContext, useCallback, useContext, useState } from 'react';
import type { Product, Variant } from '../../../core/entities/catalogue';

/** Extra facts of an add: the product, and the Autoship plan chosen on a product page. */
export interface AddToCartDetails {
  product?: Product;
  /** null or absent for a one-time purchase */
  sellingPlanId?: string | null;
}

/** Adds a variant to the cart; the cart issue provides it. */
export type AddToCartHandler = (variant: Variant, quantity: number, details?: AddToCartDetails) => void | Promise<void>;

/**
 * The cart's add handler for every card and product page below it. Without a provider (or with
 * null) no add button is drawn: a shopper never meets a control that does nothing.
 */
export const AddToCartContext = createContext<AddToCartHandler | null>(null);

export function useAddToCartHandler(override?: AddToCartHandler): AddToCartHandler | null {
  const fromContext = useContext(AddToCartContext);
  return override ?? fromContext;
}

/**
 * The add handler with a busy flag for the button that calls it: true from the click until the
 * add settles (§4: loading on click), so the button can wait visibly and ignore a second click.
 */
export function useAddToCart(override?: AddToCartHandler): { add: AddToCartHandler | null; adding: boolean } {
  const handler = useAddToCartHandler(override);
  const [adding, setAdding] = useState(false);
  const add = useCallback<AddToCartHandler>(
    async (variant, quantity, details) => {
      if (!handler) return;
      setAdding(true);
      try {
        await handler(variant, quantity, details);
      } finally {
        setAdding(false);
      }
    },
    [handler],
  );
  return { add: handler ? add : null, adding };
}
