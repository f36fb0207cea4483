/** Keeps only the digits of what a shopper types into a quantity field. */
export function sanitizeQuantityInput(raw: string): string {
  return raw.replace(/\D/g, '');
}

/** Quantity after the field loses focus: non-numeric or below `min` → min, above `max` → max (§5). */
export function clampQuantityOnBlur(raw: string | number, min: number, max: number): number {
  const text = String(raw).trim();
  if (!/^\d+$/.test(text)) return min;
  const value = Number(text);
  if (value < min) return min;
  return Math.min(value, max);
}

/** Which card quantity controls are disabled (§5). */
export interface QuantityControls {
  decreaseDisabled: boolean;
  increaseDisabled: boolean;
  addDisabled: boolean;
}

/** Decrease off at the minimum, increase off at the maximum, all three off when out of stock. */
export function quantityControls(state: { quantity: number; min: number; max: number; inStock: boolean }): QuantityControls {
  const outOfStock = !state.inStock;
  return {
    decreaseDisabled: outOfStock || state.quantity <= state.min,
    increaseDisabled: outOfStock || state.quantity >= state.max,
    addDisabled: outOfStock,
  };
}
