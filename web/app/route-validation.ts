import type { Params } from 'react-router-dom';

/** Decides whether a matched route's parameters are acceptable. */
export type ParamsCheck = (params: Params) => boolean;

/** Order ids are opaque URL-safe tokens; anything else in the URL is a mistyped or forged link. */
const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const isValidOrderId: ParamsCheck = (params) => ORDER_ID.test(params.id ?? '');
