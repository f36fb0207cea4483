import type { UsStateCode } from '../stock/us-states';

/**
 * Sales tax of each state and DC, in thousandths of a percent (6.875 % → 6875): the state-wide base
 * rate only. Our documented choice, since the shop has no tax service: local (county, city) taxes are
 * left out, pet food is taxed at the general rate, and shipping and the Alaska/Hawaii service charge
 * are not taxed. States without a state sales tax (AK, DE, MT, NH, OR) charge none.
 */
export const STATE_SALES_TAX_MILLIPERCENT: Readonly<Record<UsStateCode, number>> = {
  AL: 4000,
  AK: 0,
  AZ: 5600,
  AR: 6500,
  CA: 7250,
  CO: 2900,
  CT: 6350,
  DE: 0,
  DC: 6000,
  FL: 6000,
  GA: 4000,
  HI: 4000,
  ID: 6000,
  IL: 6250,
  IN: 7000,
  IA: 6000,
  KS: 6500,
  KY: 6000,
  LA: 5000,
  ME: 5500,
  MD: 6000,
  MA: 6250,
  MI: 6000,
  MN: 6875,
  MS: 7000,
  MO: 4225,
  MT: 0,
  NE: 5500,
  NV: 6850,
  NH: 0,
  NJ: 6625,
  NM: 4875,
  NY: 4000,
  NC: 4750,
  ND: 5000,
  OH: 5750,
  OK: 4500,
  OR: 0,
  PA: 6000,
  RI: 7000,
  SC: 6000,
  SD: 4200,
  TN: 7000,
  TX: 6250,
  UT: 6100,
  VT: 6000,
  VA: 5300,
  WA: 6500,
  WV: 6000,
  WI: 5000,
  WY: 4000,
};

/** Sales tax in cents on `taxableCents` shipped to `state`, rounded half up to the cent. */
export function salesTaxCents(taxableCents: number, state: UsStateCode): number {
  if (taxableCents <= 0) return 0;
  return Math.round((taxableCents * STATE_SALES_TAX_MILLIPERCENT[state]) / 100_000);
}

/** '6.875%' for a state's rate, as the delivery step shows it. */
export function salesTaxRateLabel(state: UsStateCode): string {
  return `${STATE_SALES_TAX_MILLIPERCENT[state] / 1000}%`;
}
