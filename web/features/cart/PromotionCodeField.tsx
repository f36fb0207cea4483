/**
 * The promotion code field of the Order Summary: Apply enters a code through the outbox like every
 * cart change (offline too); the shop says whether it may be used when the change reaches it, and
 * its refusal shows under the field. An accepted code shows with its saving and a Remove button.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type CartState, centsToAmount, effectiveDiscountCodes } from '../../../core/cart';
import { FIRST_AUTOSHIP_PROMO_CODE } from '../../../core/constants';
import { CART_PATHS } from '../../../core/contract/paths';
import { Button } from '../../ui/Button';
import { FieldShell } from '../../ui/FormField';
import { formatMoney } from '../../ui/Price';
import { reportCoupon } from './cart-analytics';
import type { CartRefusalNotice } from './state/types';
import './PromotionCodeField.css';

export interface PromotionCodeFieldProps {
  cart: CartState;
  /** the code's saving now (cart totals), in cents */
  codeDiscountCents: number;
  refusals: readonly CartRefusalNotice[];
  setDiscountCodes: (codes: string[]) => Promise<void>;
  dismissRefusal: (id: string) => void;
  /** a discount-code change still waiting to sync */
  pending: boolean;
}

const AUTO35_NOTE = `${FIRST_AUTOSHIP_PROMO_CODE} needs no code: it is taken off a first Autoship purchase by itself.`;

/** The newest refusal of a discount-code change, if any. */
function latestCodeRefusal(refusals: readonly CartRefusalNotice[]): CartRefusalNotice | null {
  const own = refusals.filter((notice) => notice.path === CART_PATHS.updateCartDiscountCodes);
  return own.length > 0 ? own.reduce((a, b) => (b.createdAt >= a.createdAt ? b : a)) : null;
}

export function PromotionCodeField({
  cart,
  codeDiscountCents,
  refusals,
  setDiscountCodes,
  dismissRefusal,
  pending,
}: PromotionCodeFieldProps) {
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const entered = effectiveDiscountCodes(cart).filter((entry) => entry.code !== FIRST_AUTOSHIP_PROMO_CODE);
  const refusal = latestCodeRefusal(refusals);
  const applied = cart.promotion?.code ?? null;
  // 'coupon' once per code the shop accepted after the shopper applied it here (not for a restored cart)
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (applied && asked.current === applied) {
      reportCoupon(cart, applied);
      asked.current = null;
    }
  }, [applied, cart]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const wanted = code.trim().toUpperCase();
    if (!wanted) return setLocalError('Enter a promotion code.');
    // AUTO35 is the shop's own: it applies by itself to a first Autoship purchase, never typed in
    if (wanted === FIRST_AUTOSHIP_PROMO_CODE) return setLocalError(AUTO35_NOTE);
    setLocalError(null);
    for (const notice of refusals.filter((n) => n.path === CART_PATHS.updateCartDiscountCodes)) dismissRefusal(notice.id);
    asked.current = wanted;
    setCode('');
    void setDiscountCodes([wanted]);
  };
  const error = localError ?? refusal?.reason ?? null;

  return (
    <div className="promotion-code">
      <form className="promotion-code__form" onSubmit={apply} noValidate>
        <FieldShell label="Promotion code" error={error}>
          {({ inputId, describedBy, invalid }) => (
            <div className="promotion-code__row">
              <input
                id={inputId}
                name="promotionCode"
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={100}
                value={code}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                onChange={(e) => setCode(e.target.value)}
              />
              <Button type="submit" variant="secondary">
                Apply
              </Button>
            </div>
          )}
        </FieldShell>
      </form>
      {entered.length > 0 && (
        <ul className="promotion-code__applied" aria-label="Promotion codes">
          {entered.map((entry) => (
            <li key={entry.code} className="promotion-code__item">
              <span>
                <strong>{entry.code}</strong>{' '}
                {entry.applicable
                  ? `applied: ${entry.percentOff}% off (-${formatMoney(centsToAmount(codeDiscountCents))})`
                  : pending && applied !== entry.code
                    ? 'waiting to sync'
                    : (entry.message ?? 'not applied')}
              </span>
              <Button variant="secondary" className="promotion-code__remove" onClick={() => void setDiscountCodes([])}>
                Remove<span className="visually-hidden"> code {entry.code}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
