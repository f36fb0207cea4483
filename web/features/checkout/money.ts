import { centsToAmount } from '../../../core/cart';
import { formatMoney } from '../../ui/Price';

/** '$12.99' from integer cents. */
export const moneyFromCents = (cents: number) => formatMoney(centsToAmount(cents));

/** '$12.99' from a wire amount. */
export const moneyFromAmount = (money: { amount: string; currencyCode?: string }) => formatMoney(money.amount, money.currencyCode);

/** True for a wire amount above zero. */
export const isPositive = (money: { amount: string }) => Number.parseFloat(money.amount) > 0;
