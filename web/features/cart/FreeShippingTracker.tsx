import { freeShippingProgress } from '../../../core/cart';
import { FREE_SHIPPING_BAR_HEIGHT } from '../../../core/constants';
import { useIsStaffFeeding } from '../../app/site';
import { formatMoney } from '../../ui/Price';
import { useFreeShippingMinimum } from '../catalogue/free-shipping';
import { SuccessCheckIcon } from '../../ui/icons';
import './FreeShippingTracker.css';

export type TrackerLayout = keyof typeof FREE_SHIPPING_BAR_HEIGHT;

interface FreeShippingTrackerProps {
  /** the cart's subtotal that counts towards free shipping (core freeShippingEligibleCents) */
  eligibleCents: number;
  /** full in the cart, small in the add-to-cart modal */
  layout?: TrackerLayout;
}

/**
 * §4 free-shipping tracker: '$X.XX until free shipping' below the minimum (the free_shipping_minimum
 * global, 50 when missing), 'You get free shipping!' with a success check at or above it. Clinic
 * staff (HPSF) get no tracker (§2).
 */
export function FreeShippingTracker({ eligibleCents, layout = 'full' }: FreeShippingTrackerProps) {
  const staffFeeding = useIsStaffFeeding();
  const minimum = useFreeShippingMinimum();
  if (staffFeeding) return null;
  const progress = freeShippingProgress(eligibleCents, minimum);
  const percent = Math.round(progress.percent);
  return (
    <section className={`free-shipping-tracker free-shipping-tracker--${layout}`} aria-label="Free shipping">
      <p className="free-shipping-tracker__message">
        {progress.reached ? (
          <>
            <SuccessCheckIcon />
            <span>You get free shipping!</span>
          </>
        ) : (
          <span>{formatMoney(progress.remainingCents / 100)} until free shipping</span>
        )}
      </p>
      <div
        className="free-shipping-tracker__bar"
        role="progressbar"
        aria-label="Progress towards free shipping"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        style={{ height: FREE_SHIPPING_BAR_HEIGHT[layout] }}
      >
        <div
          className={progress.reached ? 'free-shipping-tracker__fill free-shipping-tracker__fill--reached' : 'free-shipping-tracker__fill'}
          style={{ width: `${progress.percent}%` }}
        />
      </div>
    </section>
  );
}
