import { centsToMoney } from '../cart/money';
import type { Money } from '../entities/catalogue';
import type { UsStateCode } from '../stock/us-states';
import type { OrderTotals } from './order-totals';
import { salesTaxRateLabel } from './tax-rates';

/** Order totals as the API sends them: amounts like the cart's ('12.99' USD). */
export interface OrderTotalsAmounts {
  subtotalBeforeSavings: Money;
  programDiscount: Money;
  promoDiscount: Money;
  codeDiscount: Money;
  subtotal: Money;
  shipping: Money;
  freeShipping: boolean;
  serviceCharge: Money;
  tax: Money;
  taxRate: string;
  donation: Money;
  total: Money;
}

/** Integer-cent totals → wire amounts, with the destination state's tax rate label. */
export function orderTotalsToWire(totals: OrderTotals, state: UsStateCode): OrderTotalsAmounts {
  return {
    subtotalBeforeSavings: centsToMoney(totals.subtotalBeforeSavingsCents),
    programDiscount: centsToMoney(totals.programDiscountCents),
    promoDiscount: centsToMoney(totals.promoDiscountCents),
    codeDiscount: centsToMoney(totals.codeDiscountCents),
    subtotal: centsToMoney(totals.merchandiseCents),
    shipping: centsToMoney(totals.shippingCents),
    freeShipping: totals.freeShipping,
    serviceCharge: centsToMoney(totals.serviceChargeCents),
    tax: centsToMoney(totals.taxCents),
    taxRate: salesTaxRateLabel(state),
    donation: centsToMoney(totals.donationCents),
    total: centsToMoney(totals.totalCents),
  };
}
