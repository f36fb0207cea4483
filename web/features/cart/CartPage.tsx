import { CART_PATHS } from '../../../core/contract/paths';
import { CartRefusals } from './CartRefusals';
import { getCartView, useCart, useCartActions } from './cart-client';
import { PendingSyncMark } from './PendingSyncMark';
import { CartScreen } from './CartScreen';
import { useUserStore } from '../identity/user-store';

const latest = () => {
  const { cart, pendingCount } = getCartView();
  return { cart, pendingCount };
};
// the promotion code field shows the refusals of its own call under the field
const CODE_CALLS = [CART_PATHS.updateCartDiscountCodes];
const pendingMark = () => <PendingSyncMark className="cart-line__pending" />;

/** /cart: the cart screen over the offline-first cart (optimistic lines, pending marks, refusals). */
export function CartPage() {
  const { cart, ready, pendingLineIds, refusals, pendingCount } = useCart();
  const actions = useCartActions();
  const signedIn = useUserStore((state) => state.status === 'signedIn');
  return (
    <CartScreen
      cart={cart}
      ready={ready}
      pendingLineIds={pendingLineIds}
      actions={actions}
      latest={latest}
      refusals={<CartRefusals className="cart-screen__refusals" except={CODE_CALLS} />}
      refusalNotices={refusals}
      pendingCount={pendingCount}
      quotaApplies={signedIn}
      pendingMark={pendingMark}
    />
  );
}
