// Public API of core/cart (one module per concept): the cart reducer shared by server and offline client.
export * from './add-lines';
export * from './apply-mutation';
export * from './cart-line';
export * from './discount-codes';
export * from './flags';
export * from './free-shipping';
export * from './line-id';
export * from './money';
export * from './mutation';
export * from './outcome';
export * from './quantity';
export * from './rules';
export * from './state';
export * from './totals';
export * from './update-lines';
export * from './variant-lookup';
export * from './wire';
