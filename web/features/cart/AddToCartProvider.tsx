import type { ReactNode } from 'react';
import { AddToCartFlow } from './AddToCartFlow';
import { getCartView, useCart, useCartActions } from './cart-client';

const latestCart = () => getCartView().cart;

/**
 * Gives every product card and product page below it the cart's add (§4 add-to-cart flow with the
 * confirmation modal). Mounted once around the routes.
 */
export function AddToCartProvider({ children, autoCloseMs = 0 }: { children: ReactNode; autoCloseMs?: number }) {
  const { cart } = useCart();
  const { addToCart, setQuantity } = useCartActions();
  return (
    <AddToCartFlow addToCart={addToCart} setQuantity={setQuantity} cart={cart} latestCart={latestCart} autoCloseMs={autoCloseMs}>
      {children}
    </AddToCartFlow>
  );
}
