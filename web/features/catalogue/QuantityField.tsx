import { useEffect, useId, useState } from 'react';
import { clampQuantityOnBlur, quantityControls, sanitizeQuantityInput } from '../../../core/catalogue';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '../../../core/constants';
import './QuantityField.css';

interface QuantityFieldProps {
  quantity: number;
  onChange: (quantity: number) => void;
  inStock: boolean;
  min?: number;
  max?: number;
  /** visible label; the field is named 'Quantity' either way */
  label?: string;
}

/**
 * Quantity with decrease and increase buttons under the §5 card rules: digits only while typing,
 * clamped to min..max on blur, decrease off at the minimum, increase at the maximum, both when out of stock.
 */
export function QuantityField({
  quantity,
  onChange,
  inStock,
  min = MIN_LINE_QUANTITY,
  max = MAX_LINE_QUANTITY,
  label = 'Quantity',
}: QuantityFieldProps) {
  const id = useId();
  const [text, setText] = useState(String(quantity));
  // The committed quantity can change from outside (a variant switch); the field follows it.
  useEffect(() => setText(String(quantity)), [quantity]);
  const controls = quantityControls({ quantity, min, max, inStock });

  const commit = (value: number) => {
    setText(String(value));
    onChange(value);
  };

  return (
    <div className="quantity-field">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <button
        type="button"
        className="quantity-field__button"
        aria-label="Decrease quantity"
        disabled={controls.decreaseDisabled}
        onClick={() => commit(Math.max(min, quantity - 1))}
      >
        −
      </button>
      <input
        id={id}
        className="quantity-field__input"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        value={text}
        disabled={!inStock}
        onChange={(event) => {
          const digits = sanitizeQuantityInput(event.target.value);
          setText(digits);
          const value = Number(digits);
          if (digits && value >= min && value <= max) onChange(value);
        }}
        onBlur={() => commit(clampQuantityOnBlur(text, min, max))}
      />
      <button
        type="button"
        className="quantity-field__button"
        aria-label="Increase quantity"
        disabled={controls.increaseDisabled}
        onClick={() => commit(Math.min(max, quantity + 1))}
      >
        +
      </button>
    </div>
  );
}
