/**
 * A stand-in for the §7 cart calls with the server's rules (core/cart's reducer, Idempotency-Key
 * replay) and the failures a replay must survive: the network down, an answer lost after the
 * change was applied, a key still in progress, a refusal. It counts every change it applied.
 */
import {
  acceptEnteredPromotion,
  applyCartMutation,
  type CartLineInput,
  type CartLineUpdate,
  type CartMutation,
  type CartState,
  createVariantLookup,
  indexVariants,
  type Promotion,
  toWireCart,
} from '../../../../../core/cart';
import type { Product } from '../../../../../core/entities/catalogue';

export interface FakeCartServer {
  fetch: typeof fetch;
  carts: Map<string, CartState>;
  /** every change applied (a replayed key is not applied again) */
  applied: { key: string | null; path: string }[];
  /** every request received, in order */
  received: { key: string | null; path: string }[];
  /** 'down' throws like fetch does offline */
  state: 'up' | 'down';
  /** the next n answers are lost after the change was applied (the connection drops) */
  loseAnswers: number;
  /** the next n requests are answered 409 IDEMPOTENCY_IN_PROGRESS */
  busy: number;
  /** variant ids the server now says are out of stock */
  outOfStock: Set<string>;
  /** the promotion codes the server knows (upper-case code → promotion) */
  promotions: Map<string, Promotion>;
}

/** The body fields of the calls the fake knows (the contract checks them on the real server). */
interface Body {
  cartId: string;
  lineItems: CartLineInput[] & CartLineUpdate[];
  buyerIdentity?: Record<string, string | null>;
  lineItemIds: string[];
  note: string | null;
  codes: string[];
}

function mutationFor(path: string, body: Body): CartMutation {
  const call = path.split('/').at(-1);
  if (call === 'create-cart') {
    return {
      kind: 'create',
      cartId: body.cartId,
      lineItems: body.lineItems ?? [],
      buyerIdentity: body.buyerIdentity,
      customer: { programDiscount: false, hasSubscriptions: false },
    };
  }
  if (call === 'add-cart-line-items') return { kind: 'addLines', lineItems: body.lineItems };
  if (call === 'remove-cart-line-items') return { kind: 'removeLines', lineItemIds: body.lineItemIds };
  if (call === 'update-cart-line-items') return { kind: 'updateLines', lineItems: body.lineItems };
  if (call === 'update-cart-note') return { kind: 'updateNote', note: body.note };
  if (call === 'update-cart-discount-codes') return { kind: 'updateDiscountCodes', codes: body.codes };
  throw new Error(`fake server: no ${path}`);
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function createFakeCartServer(products: Product[]): FakeCartServer {
  const answers = new Map<string, { status: number; body: unknown }>();
  const index = indexVariants(products);
  const server: FakeCartServer = {
    carts: new Map(),
    applied: [],
    received: [],
    state: 'up',
    loseAnswers: 0,
    busy: 0,
    outOfStock: new Set(),
    promotions: new Map(),
    fetch: async (input, init) => {
      if (server.state === 'down') throw new TypeError('Failed to fetch');
      const path = String(input);
      if (path.includes('/get-cart')) {
        const cart = server.carts.get(new URL(path, 'http://shop').searchParams.get('cartId') ?? '');
        return cart ? json(200, { data: toWireCart(cart) }) : json(404, { error: { code: 'NOT_FOUND', message: 'No cart found' } });
      }
      const key = new Headers(init?.headers).get('Idempotency-Key');
      server.received.push({ key, path });
      if (server.busy > 0) {
        server.busy--;
        return json(409, { error: { code: 'IDEMPOTENCY_IN_PROGRESS', message: 'A request with this key is still running' } });
      }
      let answer = key ? answers.get(key) : undefined;
      if (!answer) {
        const body = JSON.parse(String(init?.body));
        const lookup = createVariantLookup(index, 'DTC', (variant) => variant.inStock && !server.outOfStock.has(variant.id));
        const before = server.carts.get(body.cartId) ?? null;
        const mutation = mutationFor(path, body);
        let result = applyCartMutation(before, mutation, lookup);
        if (mutation.kind === 'updateDiscountCodes' && before && result.outcome.ok && result.cart) {
          // the server's half: a new promotion code checked against the promotions it knows
          const code = result.cart.discountCodes.find((c) => c !== 'AUTO35');
          const promotion = code ? (server.promotions.get(code) ?? null) : null;
          result = acceptEnteredPromotion(before, result.cart, body.codes, promotion, { hasOrdered: false, now: new Date() });
        }
        if (result.outcome.ok && result.cart) {
          server.carts.set(body.cartId, result.cart);
          server.applied.push({ key, path });
          answer = { status: 200, body: { data: toWireCart(result.cart) } };
        } else {
          const refusal = result.outcome.ok ? { reason: 'no-cart', message: 'No cart found' } : result.outcome.refusal;
          const status = refusal.reason === 'no-cart' ? 404 : refusal.reason === 'cart-exists' ? 409 : 400;
          const code = status === 404 ? 'NOT_FOUND' : status === 409 ? 'CONFLICT' : 'VALIDATION_FAILED';
          answer = { status, body: { error: { code, message: refusal.message } } };
        }
        if (key) answers.set(key, answer);
      }
      if (server.loseAnswers > 0) {
        server.loseAnswers--;
        throw new TypeError('Failed to fetch');
      }
      return json(answer.status, answer.body);
    },
  };
  return server;
}
