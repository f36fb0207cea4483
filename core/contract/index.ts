/** The API contract: every endpoint of §7, by area. */
export * as account from './account';
export * as cart from './cart';
export * as catalogue from './catalogue';
export * as checkout from './checkout';
export * as clientErrors from './client-errors';
export * as contact from './contact';
export * as content from './content';
export * as contentPages from './content-pages';
export * as donation from './donation';
export * as health from './health';
export * as identity from './identity';
export * as merchandising from './merchandising';
export * as reviews from './reviews';
export * as stock from './stock';
export * as storefrontConfig from './storefront-config';
export * from './define';
export * from './errors';
export * from './paths';
