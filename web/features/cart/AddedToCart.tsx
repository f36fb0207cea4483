import { useNavigate } from 'react-router-dom';
import { type CartLineState, type CartState, cartFlags, freeShippingEligibleCents } from '../../../core/cart';
import { AddedToCartModal } from './AddedToCartModal';
import { reportRemoveFromCart } from './cart-analytics';

export interface AddedToCartProps {
  cart: CartState;
  /** the line the add landed on, as it now stands */
  line: CartLineState;
  imageUrl: string;
  /** the control the shopper added with, where focus returns when the modal closes */
  opener: HTMLElement | null;
  autoCloseMs: number;
  onClose: () => void;
  setQuantity: (lineId: string, quantity: number) => Promise<void>;
}

/**
 * The confirmation of an add (§4) wired to the cart: Go to Cart, and Remove with its
 * 'remove_from_cart' event. Loaded with the first add, with the modal it draws.
 */
export function AddedToCart({ cart, line, imageUrl, opener, autoCloseMs, onClose, setQuantity }: AddedToCartProps) {
  const navigate = useNavigate();
  const flags = cartFlags(cart);
  return (
    <AddedToCartModal
      line={line}
      imageUrl={imageUrl}
      totalQuantity={flags.totalQuantity}
      eligibleCents={freeShippingEligibleCents(cart.lines)}
      atAutoshipLimit={flags.autoshipLimitLineIds.includes(line.id)}
      autoCloseMs={autoCloseMs}
      returnFocusTo={opener}
      onClose={onClose}
      onGoToCart={() => {
        onClose();
        navigate('/cart');
      }}
      onRemove={() => {
        onClose();
        reportRemoveFromCart(line);
        void setQuantity(line.id, 0);
      }}
    />
  );
}
