// Public API of core/checkout (one module per concept): order attributes, shipping, tax, totals, cards.
export * from './attestation';
export * from './checkout-eligibility';
export * from './contact-prefill';
export * from './first-order';
export * from './line-checks';
export * from './order-attributes';
export * from './order-number';
export * from './order-totals';
export * from './payment-card';
export * from './payment-provider';
export * from './shipping-address';
export * from './shipping-location';
export * from './shipping-rates';
export * from './staff-quota';
export * from './tax-rates';
export * from './totals-wire';
