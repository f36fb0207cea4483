import { CartRefusals } from './CartRefusals';
import { getCartView, useCart, useCartActions } from './cart-client';
import { PendingSyncMark } from './PendingSyncMark';
import { CartScreen } from './CartScreen';

const latest = () => {
  const { cart, pendingCount } = getCartView();
  return { cart, pendingCount };
};
const pendingMark = () => <PendingSyncMark className="cart-line__pending" />;

/** /cart: the cart screen over the offline-first cart (optimistic lines, pending marks, refusals). */
export function CartPage() {
  const { cart, ready, pendingLineIds } = useCart();
  const actions = useCartActions();
  return (
    <CartScreen
      cart={cart}
      ready={ready}
      pendingLineIds={pendingLineIds}
      actions={actions}
      latest={latest}
      refusals={<CartRefusals className="cart-screen__refusals" />}
      pendingMark={pendingMark}
    />
  );
}
