import { useId } from 'react';
import { amountToCents } from '../../../core/catalogue';
import type { SellingPlan, Variant } from '../../../core/entities/catalogue';
import { formatMoney } from '../../ui/Price';

/** One-time purchase (no plan) or the Autoship plan chosen. */
export type PurchaseChoice = { kind: 'one-time' } | { kind: 'autoship'; planId: string };

/** Price of one unit on a plan, in dollars, rounded to the cent. */
export function autoshipPrice(amount: string, discountPercent: number): number {
  return Math.round(amountToCents(amount) * (1 - discountPercent / 100)) / 100;
}

interface PurchaseOptionsProps {
  variant: Variant;
  plans: readonly SellingPlan[];
  choice: PurchaseChoice;
  onChange: (choice: PurchaseChoice) => void;
}

/** One-time versus Autoship with its delivery frequency (every 2–12 weeks) and the saving. */
export function PurchaseOptions({ variant, plans, choice, onChange }: PurchaseOptionsProps) {
  const name = useId();
  const frequencyId = useId();
  const sorted = [...plans].sort((a, b) => a.intervalWeeks - b.intervalWeeks);
  const plan = choice.kind === 'autoship' ? (sorted.find((p) => p.id === choice.planId) ?? sorted[0]) : sorted[0];
  if (!plan) return null;
  const price = Number.parseFloat(variant.price.amount);
  const onPlan = autoshipPrice(variant.price.amount, plan.discountPercent);
  const saving = Math.round((price - onPlan) * 100) / 100;

  return (
    <fieldset className="purchase-options">
      <legend>Purchase option</legend>
      <label className="purchase-options__choice">
        <input type="radio" name={name} checked={choice.kind === 'one-time'} onChange={() => onChange({ kind: 'one-time' })} />
        <span>One-time purchase</span>
        <span className="purchase-options__price">{formatMoney(price)}</span>
      </label>
      <label className="purchase-options__choice">
        <input
          type="radio"
          name={name}
          checked={choice.kind === 'autoship'}
          onChange={() => onChange({ kind: 'autoship', planId: plan.id })}
        />
        <span>Autoship &amp; save {plan.discountPercent}%</span>
        <span className="purchase-options__price">{formatMoney(onPlan)}</span>
      </label>
      {choice.kind === 'autoship' && (
        <div className="purchase-options__frequency">
          <label htmlFor={frequencyId}>Deliver every</label>
          <select id={frequencyId} value={plan.id} onChange={(event) => onChange({ kind: 'autoship', planId: event.target.value })}>
            {sorted.map((p) => (
              <option key={p.id} value={p.id}>
                {p.intervalWeeks} weeks
              </option>
            ))}
          </select>
        </div>
      )}
      <p className="purchase-options__saving">
        {saving > 0
          ? `Save ${formatMoney(saving)} (${plan.discountPercent}%) on every Autoship delivery`
          : 'Autoship delivers on your schedule; change or cancel any time'}
      </p>
    </fieldset>
  );
}
