import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { SiteCode } from '../../../core/constants';
import {
  acceptEnteredPromotion,
  applyCartMutation,
  type CartCustomer,
  type CartMutation,
  type CartRefusal,
  type CartState,
  GUEST_CUSTOMER,
  type IndexedVariant,
  createVariantLookup,
  normaliseDiscountCodes,
  type Promotion,
  promotionCodesOf,
  toWireCart,
  type VariantLookup,
} from '../../../core/cart';
import { shopperDonationOffered } from '../../../core/donation';
import type { Cart } from '../../../core/entities/cart';
import type { StockDestination } from '../../../core/entities/catalogue';
import type { Db } from '../../db/client';
import { badRequest, DomainError, notFound } from '../../errors';
import type { RequestScope } from '../../request-scope';
import type { CartAccess } from './cart-access';
import type { CartStore, LockedRead } from './cart.store';

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

/** Variant ids a mutation may need to look up (their stock is read with the cart's lock, see lookupFor). */
function referencedVariants(mutation: CartMutation, current: Cart | null): string[] {
  if (mutation.kind === 'create' || mutation.kind === 'addLines') return mutation.lineItems.map((line) => line.merchandiseId);
  if (mutation.kind === 'updateLines') return current?.lineItems.map((line) => line.variant.id) ?? [];
  return [];
}

/** What a new cart is made of: the create-cart input, under the client's id or a new one. */
export type NewCartInput = Omit<Extract<CartMutation, { kind: 'create' }>, 'kind' | 'cartId' | 'customer'> & { cartId?: string };

/**
 * Carts: every change is core's reducer applied to the locked stored cart. Variants come from the
 * catalogue's cached variant index; stock is read fresh at the site's destination on every change.
 */
export interface CartServiceDeps {
  store: CartStore;
  /** the catalogue's variant index (one cached copy per process) */
  variants: () => Promise<ReadonlyMap<string, IndexedVariant>>;
  /** which of skus are in stock at a destination, read fresh by the cart write's locking SELECT */
  inStockRead: (skus: string[], destination: StockDestination) => LockedRead<Set<string>>;
  /** what the cart knows of the shopper of a request (see account/cart-customer.ts); guests only when left out */
  customerFacts?: (site: SiteCode, customerId: string | null) => Promise<CartCustomer>;
  /**
   * keeps a signed-in customer's new cart as their persisted cart (§4), so it follows them to other
   * devices; runs in the cart write's transaction `tx` (on PGlite a second connection would wait forever)
   */
  linkToCustomer?: (customerId: string, cartId: string, tx: Db) => Promise<void>;
  /** the operator's promotion of a code (upper-cased), or null; no promotion codes exist when left out */
  promotions?: (code: string) => Promise<Promotion | null>;
  /** whether the customer placed an order before (first-order promotions); false when left out */
  hasOrdered?: (site: SiteCode, customerId: string | null, email: string | null) => Promise<boolean>;
  /** the shop's active donation campaigns; a shopper-paid donation needs round-up or add-on ([] when left out) */
  donationCampaigns?: () => Promise<readonly number[]>;
  now?: () => Date;
}

/** §4: a donation of the shopper's own is taken only while the round-up or add-on campaign is active. */
export const DONATION_NOT_OFFERED = 'Donations of your own are not offered right now.';

/** What a discount-code change needs read before the cart is locked: the promotion entered and the shopper's history. */
interface PromotionReads {
  promotion: Promotion | null;
  hasOrdered: boolean;
}

export function createCartService(deps: CartServiceDeps) {
  const { store } = deps;
  const customerFacts = deps.customerFacts ?? (async () => GUEST_CUSTOMER);
  const now = deps.now ?? (() => new Date());

  /**
   * Lookups for `site` that know the stock of the referenced variants at the site's destination:
   * the stock read the cart write carries (none when no variant is referenced), and the lookup
   * made from what it read.
   */
  async function lookupFor(site: SiteCode, merchandiseIds: string[]) {
    const index = await deps.variants();
    const skus = merchandiseIds.flatMap((id) => index.get(id)?.variant.sku ?? []);
    const read = skus.length > 0 ? deps.inStockRead(skus, stockDestinationFor(site)) : undefined;
    const lookup = (inStock: ReadonlySet<string> | undefined): VariantLookup =>
      createVariantLookup(index, site, (variant) => inStock?.has(variant.sku) ?? false);
    return { read, lookup };
  }

  /** Reads the promotion a discount-code change enters (the first promotion code of the list). */
  async function promotionReads(scope: RequestScope, codes: readonly string[]): Promise<PromotionReads> {
    const [code] = promotionCodesOf(normaliseDiscountCodes(codes));
    if (code === undefined || !deps.promotions) return { promotion: null, hasOrdered: false };
    const [promotion, hasOrdered] = await Promise.all([
      deps.promotions(code),
      deps.hasOrdered ? deps.hasOrdered(scope.site, scope.customerId, null) : Promise.resolve(false),
    ]);
    return { promotion, hasOrdered };
  }

  /** 0 (no gift) is always taken, so a shopper can drop a gift after the campaign ended. */
  async function refuseDonationNotOffered(): Promise<void> {
    const campaigns = deps.donationCampaigns ? await deps.donationCampaigns() : [];
    if (!shopperDonationOffered(campaigns)) throw badRequest({ amountCents: DONATION_NOT_OFFERED }, DONATION_NOT_OFFERED);
  }

  async function find(who: CartAccess, cartId: string): Promise<Cart | null> {
    const stored = await store.find(who, cartId);
    return stored ? toWireCart(stored.state) : null;
  }

  /**
   * Applies `mutation` to cart `cartId` and answers the whole cart, or throws the refusal. The
   * reads come first; the write runs in the scope's transaction, so behind an Idempotency-Key it
   * commits with the stored answer. `alsoWrite` joins that transaction after a saved change.
   */
  async function apply(scope: RequestScope, cartId: string, mutation: CartMutation, alsoWrite?: (tx: Db) => Promise<void>): Promise<Cart> {
    const { site } = scope;
    const current = mutation.kind === 'updateLines' ? await find(scope, cartId) : null;
    const [stock, customer] = await Promise.all([
      lookupFor(site, referencedVariants(mutation, current)),
      customerFacts(site, scope.customerId),
    ]);
    // The shopper of this request decides the Program Discount and AUTO35: a guest cart taken
    // over at sign-in gets the customer's facts with its next change, and loses them at sign-out.
    const withShopper = mutation.kind === 'create' ? { ...mutation, customer } : mutation;
    const promo = mutation.kind === 'updateDiscountCodes' ? await promotionReads(scope, mutation.codes) : null;
    if (mutation.kind === 'updateDonation' && mutation.amountCents > 0) await refuseDonationNotOffered();
    const change = (cart: CartState | null, inStock: Set<string> | undefined) => {
      const before = cart && { ...cart, customer };
      const result = applyCartMutation(before, withShopper, stock.lookup(inStock));
      // the server decides whether an entered promotion code may be used (the offline cart cannot)
      if (!promo || !before || !result.outcome.ok || mutation.kind !== 'updateDiscountCodes') return result;
      const facts = { hasOrdered: promo.hasOrdered, now: now() };
      return acceptEnteredPromotion(before, result.cart as CartState, mutation.codes, promo.promotion, facts);
    };
    const result = await store.update(scope, cartId, change, scope.transact, { alsoWrite, read: stock.read });
    if (!result.outcome.ok) throw refusalError(result.outcome.refusal, mutation, scope.log);
    return toWireCart(result.cart!); // an applied mutation always leaves a cart
  }

  return {
    mutate: (scope: RequestScope, cartId: string, mutation: CartMutation) => apply(scope, cartId, mutation),
    async get(scope: RequestScope, cartId: string): Promise<Cart> {
      const cart = await find(scope, cartId);
      if (!cart) {
        scope.log.warn({ cartId }, CART_LOG.noCart);
        throw notFound(CART_LOG.noCart);
      }
      return cart;
    },
    /** The stored cart if the caller may use it, or null (carts restored at sign-in are checked with it). */
    async stored(who: CartAccess, cartId: string): Promise<CartState | null> {
      return (await store.find(who, cartId))?.state ?? null;
    },
    /** Sign-in takes the caller's guest cart over: it becomes the signed-in customer's alone. */
    takeOver: (scope: RequestScope, cartId: string) =>
      scope.customerId ? store.takeOver({ ...scope, customerId: scope.customerId }, cartId) : Promise.resolve(false),
    /** Creates a cart under the client's id (or a new UUID) for the shopper of the request (a guest when signed out). */
    create(scope: RequestScope, input: NewCartInput): Promise<Cart> {
      const cartId = input.cartId ?? randomUUID();
      const { customerId } = scope;
      const link = deps.linkToCustomer;
      const linkToCustomer = customerId && link ? (tx: Db) => link(customerId, cartId, tx) : undefined;
      return apply(scope, cartId, { ...input, kind: 'create', cartId }, linkToCustomer);
    },
  };
}
export type CartService = ReturnType<typeof createCartService>;
