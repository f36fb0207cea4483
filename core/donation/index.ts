/** The donation provider's rules (§3-§5, §9), zod-free: shared by the API and the widget. */
export * from './amounts';
export * from './categories';
export * from './compute';
export * from './constants';
export * from './ids';
export * from './segments';
export * from './us-states';
export * from './visibility';
export * from './shopper-donation';
