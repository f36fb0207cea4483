/**
 * The round-up / add-on choice of the donation widget (§4): native radios in a fieldset, so the
 * group is announced with its legend and arrow keys move between the choices. The amount goes on
 * the cart (an outbox change like any other), and the Order Summary shows it as 'Donation'.
 */
import { useId } from 'react';
import type { ShopperDonationChoice as Choice } from '../../../core/donation';

export interface ShopperDonationChoiceProps {
  choices: readonly Choice[];
  /** the amount the cart holds now, in cents */
  amountCents: number;
  onChange: (amountCents: number, kind: Choice['kind']) => void;
}

export function ShopperDonationChoice({ choices, amountCents, onChange }: ShopperDonationChoiceProps) {
  const name = useId();
  if (choices.length === 0) return null;
  // a round-up and an add-on may be the same amount: the first one of it shows as chosen
  const chosen = choices.findIndex((choice) => choice.amountCents === amountCents);
  return (
    <fieldset className="donation-widget__gift">
      <legend className="donation-widget__gift-legend">Add a gift of your own (not taxed)</legend>
      {choices.map((choice, index) => (
        <label key={`${choice.kind}-${choice.amountCents}`} className="donation-widget__gift-choice">
          <input
            type="radio"
            name={name}
            value={String(index)}
            checked={index === chosen}
            onChange={() => onChange(choice.amountCents, choice.kind)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
