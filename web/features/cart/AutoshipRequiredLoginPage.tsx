import { Link } from '../../ui/Link';
import { StatusPage } from '../../ui/StatusPage';
import { useSiteName } from '../content/content-queries';
import { acknowledgeCompliance } from './compliance-acknowledgement';
import { buttonClass } from '../../ui/Button';

/** Back here after logging in when the cart has changed meanwhile (else the login goes on to checkout). */
const AFTER_LOGIN = encodeURIComponent('/cart');

/**
 * /shelter/autoship-required-login (§2, no site layout): a guest whose cart holds a first Autoship
 * purchase lands here from Proceed to Checkout while the fair-trade-compliance flag is on.
 */
export function AutoshipRequiredLoginPage() {
  const siteName = useSiteName();
  return (
    <StatusPage
      standalone
      heading="Log in to start your Autoship"
      actions={
        <>
          <Link className={buttonClass('primary')} to={`/shelter/login?redirect=${AFTER_LOGIN}`} onClick={() => acknowledgeCompliance()}>
            Log In
          </Link>
          <Link className={buttonClass('secondary')} to={`/shelter/register?redirect=${AFTER_LOGIN}`}>
            Create Account
          </Link>
          <Link className={buttonClass('secondary')} to="/cart">
            Back to Cart
          </Link>
        </>
      }
    >
      <p>
        An Autoship purchase needs an account: your deliveries, their schedule and your first-order discount are kept there, and you can
        change, pause or cancel them at any time.
      </p>
      <p>Please log in or create an account with {siteName}, then return to your cart to check out. Your cart is saved.</p>
    </StatusPage>
  );
}
