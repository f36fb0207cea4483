/**
 * Cart writes: add-cart-line-items at 50 connections on PGlite, every request
 * with its own Idempotency-Key (as the web app's outbox sends them), spread over a pool of carts,
 * next to the bare Koa route in the same alternating run.
 */
import { randomUUID } from 'node:crypto';
import type { Request } from 'autocannon';
import { addCartLineItems, createCart } from '../../core/contract/cart';
import { getFilteredProducts } from '../../core/contract/catalogue';
import type { Product } from '../../core/entities/catalogue';
import { compareLine, loadAlternating } from './load';

/** Carts written to: enough that no line reaches its cap during the run (5 lines × 10 units each). */
const CART_POOL = 1000;
const LINES_PER_CART = 5;

async function postJson(url: string, body: unknown): Promise<{ data: unknown }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { data: unknown };
}

/** Variants a DTC shopper can add: published, listed and in stock at home. */
async function addableVariantIds(base: string): Promise<string[]> {
  const { data } = await postJson(`${base}${getFilteredProducts.path}`, { filters: [], limit: 48, page: 1 });
  const { products } = data as { products: Product[] };
  const ids = products.flatMap((product) =>
    product.variants
      .filter((v) => v.inStock)
      .slice(0, 1)
      .map((v) => v.id),
  );
  if (ids.length < LINES_PER_CART) throw new Error(`only ${ids.length} in-stock variants to add`);
  return ids.slice(0, LINES_PER_CART);
}

/** Creates the pool of empty carts, a few at a time. */
async function createCarts(base: string, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  for (let i = 0; i < ids.length; i += 25) {
    await Promise.all(ids.slice(i, i + 25).map((cartId) => postJson(`${base}${createCart.path}`, { cartId, lineItems: [] })));
  }
  return ids;
}

export async function benchCart(ports: { shop: number; bare: number }): Promise<{ ok: boolean; lines: string[] }> {
  const base = `http://127.0.0.1:${ports.shop}`;
  const [variants, carts] = await Promise.all([addableVariantIds(base), createCarts(base, CART_POOL)]);
  const run = randomUUID().slice(0, 8);
  let sent = 0;
  // request n: one unit of variant ⌊n / pool⌋ mod 5 into cart n mod pool, under a key of its own
  const nextAdd = (request: Request): Request => {
    const n = sent++;
    const body = JSON.stringify({
      cartId: carts[n % CART_POOL],
      lineItems: [{ merchandiseId: variants[Math.floor(n / CART_POOL) % LINES_PER_CART], quantity: 1 }],
    });
    return { ...request, body, headers: { ...request.headers, 'Idempotency-Key': `bench-${run}-${n}` } };
  };
  const [baseline, measured] = await loadAlternating(
    [{ url: `http://127.0.0.1:${ports.bare}/` }, { url: `${base}${addCartLineItems.path}`, method: 'POST', setupRequest: nextAdd }],
    { rounds: 3, seconds: 5, warmupSeconds: 1 },
  );
  const ok = measured.errors === 0 && measured.non2xx === 0;
  return {
    ok,
    lines: [
      compareLine('add-cart-line-items (Idempotency-Key each, 1000 carts, PGlite, 50 conn)', measured, baseline),
      `  ${sent} writes sent; every one answered 2xx → ${ok ? 'yes' : 'NO'}`,
    ],
  };
}
