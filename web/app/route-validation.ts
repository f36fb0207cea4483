import type { Params } from 'react-router-dom';

/** A route's parameters did not pass its check; shown as 'Page Not Found: {path}' (§5, §8). */
export class RouteValidationError extends Error {
  constructor(readonly path: string) {
    super(`Page Not Found: ${path}`);
    this.name = 'RouteValidationError';
  }
}

/** Decides whether a matched route's parameters are acceptable. */
export type ParamsCheck = (params: Params) => boolean;

/** Order ids are opaque URL-safe tokens; anything else in the URL is a mistyped or forged link. */
const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const isValidOrderId: ParamsCheck = (params) => ORDER_ID.test(params.id ?? '');
