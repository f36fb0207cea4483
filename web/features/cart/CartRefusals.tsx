import { useCart, useCartActions } from './cart-client';
import './CartRefusals.css';

/**
 * Every cart change the shop refused, with its reason, until the shopper dismisses it
 * (a refusal is never dropped silently). Renders nothing when there is none.
 */
export function CartRefusals({ className, except = [] }: { className?: string; except?: readonly string[] }) {
  // a field that shows its own refusals (the promotion code) names its call in `except`
  const refusals = useCart().refusals.filter((notice) => !notice.path || !except.includes(notice.path));
  const { dismissRefusal } = useCartActions();
  if (refusals.length === 0) return null;
  return (
    <section aria-label="Cart changes not accepted" className={className ? `cart-refusals ${className}` : 'cart-refusals'}>
      <ul className="cart-refusals__list">
        {refusals.map((refusal) => (
          <li key={refusal.id} role="alert" className="cart-refusals__item">
            <span className="cart-refusals__message">{refusal.message}</span>
            <button type="button" className="cart-refusals__dismiss" onClick={() => dismissRefusal(refusal.id)}>
              Dismiss
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
