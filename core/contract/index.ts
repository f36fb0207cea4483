/** The API contract: every endpoint by area (DESIGN §4). */
export * as cart from './cart';
export * as catalogue from './catalogue';
export * as content from './content';
export * as health from './health';
export * as stock from './stock';
export * from './define';
export * from './errors';
