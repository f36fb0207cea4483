import { formatUsd } from '../lib/format';
import './Price.css';

/** '$21.99' for a decimal amount string. */
export function formatMoney(amount: string | number, currencyCode = 'USD'): string {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  if (currencyCode === 'USD') return formatUsd(value);
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode }).format(value);
}

interface PriceProps {
  amount: string;
  /** shown struck through when higher than the price */
  compareAt?: string | null;
  currencyCode?: string;
  className?: string;
}

/** A price, with the compare-at price struck through when there is a saving. */
export function Price({ amount, compareAt, currencyCode = 'USD', className }: PriceProps) {
  const showCompare = compareAt != null && Number.parseFloat(compareAt) > Number.parseFloat(amount);
  return (
    <span className={className ? `price ${className}` : 'price'}>
      <span className="price__current">{formatMoney(amount, currencyCode)}</span>
      {showCompare && (
        <s className="price__compare">
          <span className="visually-hidden">Regular price </span>
          {formatMoney(compareAt, currencyCode)}
        </s>
      )}
    </span>
  );
}
