import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { SiteCode } from '../../../core/constants';
import {
  applyCartMutation,
  type CartCustomer,
  type CartMutation,
  type CartRefusal,
  GUEST_CUSTOMER,
  type IndexedVariant,
  createVariantLookup,
  indexVariants,
  toWireCart,
  type VariantLookup,
} from '../../../core/cart';
import type { Cart } from '../../../core/entities/cart';
import type { StockDestination } from '../../../core/entities/catalogue';
import { badRequest, DomainError, notFound } from '../../http/errors';
import type { Db } from '../../db/client';
import type { Transact } from '../../http/idempotency';
import type { CatalogueStore } from '../catalogue/catalogue.store';
import type { CartStore } from './cart.store';

/** §8 log lines, verbatim. */
export const CART_LOG = {
  addFailed: 'Error adding product (Check if variant ID is valid)',
  createFailed: 'Error creating cart (Check if variant ID is valid)',
  noCart: 'No cart found',
} as const;

const VARIANT_REASONS = new Set(['unknown-variant', 'unpublished', 'not-on-site', 'out-of-stock', 'unknown-selling-plan']);

/** Where a storefront's orders ship from (§6): staff feeding from the clinic stock, everyone else from home stock. */
export function stockDestinationFor(site: SiteCode): StockDestination {
  return site === 'HPSF' ? 'CLINIC' : 'HOME';
}

/** Every mutation's refusal as the API answers it, logged with the §8 message where there is one. */
function refusalError(refusal: CartRefusal, mutation: CartMutation, log: Logger): DomainError {
  if (refusal.reason === 'no-cart') {
    log.warn({ reason: refusal.reason }, CART_LOG.noCart);
    return notFound(CART_LOG.noCart);
  }
  const fields = { [refusal.field ?? 'body']: refusal.message };
  if (refusal.reason === 'cart-exists') return new DomainError('CONFLICT', refusal.message, fields);
  if (VARIANT_REASONS.has(refusal.reason)) {
    log.warn({ reason: refusal.reason, field: refusal.field }, mutation.kind === 'create' ? CART_LOG.createFailed : CART_LOG.addFailed);
  }
  return badRequest(fields, refusal.message);
}

/** Variant ids a mutation may need to look up (so their stock is read before the cart is locked). */
function referencedVariants(mutation: CartMutation, current: Cart | null): string[] {
  if (mutation.kind === 'create' || mutation.kind === 'addLines') return mutation.lineItems.map((line) => line.merchandiseId);
  if (mutation.kind === 'updateLines') return current?.lineItems.map((line) => line.variant.id) ?? [];
  return [];
}

/**
 * Carts: every change is core's reducer applied to the locked stored cart. Variants come from the
 * catalogue store (kept in memory for `ttlMs`, like the catalogue service); stock is read fresh at
 * the site's destination on every change.
 */
export interface CartServiceOptions {
  ttlMs: number;
  now?: () => number;
  /** what the cart knows of the shopper of a request (see account/cart-customer.ts); guests only when left out */
  customerFacts?: (site: SiteCode, customerId: string | null) => Promise<CartCustomer>;
  /**
   * keeps a signed-in customer's new cart as their persisted cart (§4), so it follows them to other
   * devices; runs in the cart write's transaction `tx` (on PGlite a second connection would wait forever)
   */
  linkToCustomer?: (customerId: string, cartId: string, tx: Db) => Promise<void>;
}

export function createCartService(store: CartStore, catalogue: CatalogueStore, options: CartServiceOptions) {
  const now = options.now ?? Date.now;
  const customerFacts = options.customerFacts ?? (async () => GUEST_CUSTOMER);
  let loaded: { at: number; index: Promise<Map<string, IndexedVariant>> } | null = null;

  function variantIndex(): Promise<Map<string, IndexedVariant>> {
    if (!loaded || now() - loaded.at > options.ttlMs) {
      const index = catalogue.listProducts().then(indexVariants);
      loaded = { at: now(), index };
      index.catch(() => {
        if (loaded?.index === index) loaded = null;
      });
    }
    return loaded.index;
  }

  /** A lookup for `site` that knows the stock of the referenced variants at the site's destination. */
  async function lookupFor(site: SiteCode, merchandiseIds: string[]): Promise<VariantLookup> {
    const index = await variantIndex();
    const skus = merchandiseIds.flatMap((id) => index.get(id)?.variant.sku ?? []);
    const stock = await catalogue.stockFor(skus, stockDestinationFor(site));
    const inStock = new Set(stock.filter((s) => s.inStock).map((s) => s.sku));
    return createVariantLookup(index, site, (variant) => inStock.has(variant.sku));
  }

  async function find(site: SiteCode, cartId: string): Promise<Cart | null> {
    const stored = await store.find(site, cartId);
    return stored ? toWireCart(stored.state) : null;
  }

  /**
   * Applies `mutation` to cart `cartId` and answers the whole cart, or throws the refusal. The
   * reads come first; the write runs in `transact` (the request's transaction, see
   * api/http/idempotency.ts), so behind an Idempotency-Key it commits with the stored answer.
   */
  async function mutate(
    site: SiteCode,
    cartId: string,
    mutation: CartMutation,
    log: Logger,
    transact?: Transact,
    customerId: string | null = null,
    alsoWrite?: (tx: Db) => Promise<void>,
  ): Promise<Cart> {
    const current = mutation.kind === 'updateLines' ? await find(site, cartId) : null;
    const [lookup, customer] = await Promise.all([lookupFor(site, referencedVariants(mutation, current)), customerFacts(site, customerId)]);
    // The shopper of this request decides the Program Discount and AUTO35: a guest cart taken
    // over at sign-in gets the customer's facts with its next change, and loses them at sign-out.
    const withShopper = mutation.kind === 'create' ? { ...mutation, customer } : mutation;
    const result = await store.update(site, cartId, (cart) => applyCartMutation(cart && { ...cart, customer }, withShopper, lookup), transact, alsoWrite);
    if (!result.outcome.ok) throw refusalError(result.outcome.refusal, mutation, log);
    return toWireCart(result.cart!); // an applied mutation always leaves a cart
  }

  return {
    mutate,
    async get(site: SiteCode, cartId: string, log: Logger): Promise<Cart> {
      const cart = await find(site, cartId);
      if (!cart) {
        log.warn({ cartId }, CART_LOG.noCart);
        throw notFound(CART_LOG.noCart);
      }
      return cart;
    },
    /** Creates a cart under the client's id (or a new UUID) for the shopper of the request (null: a guest). */
    async create(
      site: SiteCode,
      input: Omit<Extract<CartMutation, { kind: 'create' }>, 'kind' | 'cartId' | 'customer'> & { cartId?: string },
      log: Logger,
      transact?: Transact,
      customerId: string | null = null,
    ) {
      const cartId = input.cartId ?? randomUUID();
      const link = options.linkToCustomer;
      const linkToCustomer = customerId && link ? (tx: Db) => link(customerId, cartId, tx) : undefined;
      return mutate(site, cartId, { ...input, kind: 'create', cartId }, log, transact, customerId, linkToCustomer);
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
