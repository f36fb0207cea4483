/**
 * The composition root: every store and service of the app is built here, once, and each feature's
 * routes get only what they need. Areas that must act inside another area's transaction (an
 * ordered cart refuses writes, an emptied cart is nobody's persisted cart, an order starts its
 * autoships) are joined here by hooks, so no feature imports another's store.
 */
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { type PaymentProvider, testPaymentProvider } from '../core/checkout';
import type { Config } from './config';
import type { Db } from './db/client';
import { createIdempotencyStore } from './db/idempotency.store';
import { plainTransact } from './db/transact';
import type { AppDeps } from './app';
import { AccountService } from './features/account/account.service';
import { AccountStore } from './features/account/account.store';
import { cartShoppers } from './features/account/cart-customer';
import { checkoutAccounts } from './features/account/checkout-accounts';
import { createPromotionsStore } from './features/promotions/promotions.store';
import { createPersistedCartService } from './features/account/persisted-cart.service';
import { SubscriptionsService } from './features/account/subscriptions.service';
import { createCartService } from './features/cart/cart.service';
import { createCartStore } from './features/cart/cart.store';
import { createCatalogueService } from './features/catalogue/catalogue.service';
import { createCatalogueStore } from './features/catalogue/catalogue.store';
import { createCheckoutService } from './features/checkout/checkout.service';
import { createCheckoutStore } from './features/checkout/checkout.store';
import { refuseOrderedCart } from './features/checkout/ordered-carts';
import { createDonationService } from './features/donation/donation.service';
import { createDonationStore } from './features/donation/donation.store';
import { SHOP_DONATION_STORE_ID } from '../core/donation';
import { createTrackingService } from './features/donation/donation-tracking.service';
import { contactMailSender } from './features/contact/contact-mail';
import { createContactService } from './features/contact/contact.service';
import { createContactStore } from './features/contact/contact.store';
import { createReviewsService } from './features/reviews/reviews.service';
import { createReviewsStore } from './features/reviews/reviews.store';
import { createClientErrorService } from './features/client-errors/client-errors.service';
import { createClientErrorStore } from './features/client-errors/client-errors.store';
import { type ContentService, createContentService } from './features/content/content.service';
import { createContentStore } from './features/content/content.store';
import { createContentPagesService } from './features/content/content-pages.service';
import { createContentPagesStore } from './features/content/content-pages.store';
import { createMerchandisingService } from './features/content/merchandising.service';
import type { FindAccount } from './features/identity/account-view';
import { createAuthService } from './features/identity/auth.service';
import { type ExpiringCache, memoryCache, redisCache } from './features/identity/expiring-cache';
import { createClinicsStore } from './features/identity/clinics.store';
import { createIdentityStore } from './features/identity/identity.store';
import { createMailer, type Mailer } from './mail/mailer';
import { ACCOUNT_MAIL_QUEUE, accountMailWorker } from './features/identity/account-mail-jobs';
import type { JobQueues } from './jobs/job-queues';
import { createSessionStore } from './features/identity/session.store';
import { createSignInThrottle } from './features/identity/sign-in-throttle';
import { signingKeys } from './features/identity/signing-keys';
import { createStaffService } from './features/identity/staff.service';
import { createTokensService } from './features/identity/tokens.service';
import { createImageService } from './features/images/images.service';
import { createStockService } from './features/stock/stock.service';
import { createStockStore } from './features/stock/stock.store';
import { clientRateLimit } from './rate-limit';
import type { MountKit } from './http/endpoints';
import { inProcessReads } from './http/in-process-reads';
import { idempotency } from './http/idempotency';
import { requestLimits } from './http/request-limits';

export interface ContainerOptions {
  /** replaces the configured mailer (tests) */
  mailer?: Mailer;
  /** replaces the Redis or memory account cache (tests) */
  cache?: ExpiringCache;
  /** replaces the built-in test card processor (tests that watch or fail the charges) */
  payments?: PaymentProvider;
}

/** The identity area: accounts, sessions, staff claims and tokens. */
function identityServices(
  db: Db,
  config: Config,
  redis: Redis | undefined,
  mail: { mailer: Mailer; jobs: JobQueues },
  options: ContainerOptions,
) {
  const identities = createIdentityStore(db);
  const sessions = createSessionStore(db);
  const throttle = createSignInThrottle({ limits: config.rateLimits, redis });
  const auth = createAuthService({ identities, sessions, throttle, jobs: mail.jobs, config: config.identity });
  mail.jobs.work(ACCOUNT_MAIL_QUEUE, accountMailWorker({ identities, sessions, throttle, mailer: mail.mailer, config: config.identity }));
  const staff = createStaffService(identities, createClinicsStore(db), config.identity);
  // the account cache: in Redis when REDIS_URL is set, else in this process
  const cache = options.cache ?? (redis ? redisCache(redis) : memoryCache());
  const tokens = createTokensService(signingKeys(db, config.identity.keys), cache, config.identity);
  return { identities, auth, staff, tokens };
}

/** The shop: catalogue, stock, content, carts, checkout and the account pages, joined by their hooks. */
function shopServices(db: Db, config: Config, findAccount: FindAccount, payments: PaymentProvider) {
  const ttlMs = config.catalogueCacheTtlMs;
  const contentStore = createContentStore(db);
  const merchandising = createMerchandisingService(contentStore);
  const catalogue = createCatalogueService(createCatalogueStore(db), { ttlMs, noResultsContent: merchandising.noResultsContent });
  const stock = createStockService(createStockStore(db));
  const content = createContentService(contentStore);
  const contentPages = createContentPagesService({
    store: createContentPagesStore(db),
    entries: contentStore,
    catalogue: (site) => catalogue.snapshot(site),
  });
  const accountStore = new AccountStore(db);
  const subscriptions = new SubscriptionsService(db);
  // what a cart knows of the signed-in shopper (Program Discount, AUTO35) and the persisted-cart link
  const shoppers = cartShoppers(findAccount, config.identity.pdCustomerGroups);
  const cartStore = createCartStore(db, { refuseChange: refuseOrderedCart, emptied: shoppers.forgetEmptiedCart });
  const checkoutStore = createCheckoutStore(db);
  // promotion codes: the operator's table, and the order history first-order codes look at
  const promotions = createPromotionsStore(db).find;
  const hasOrdered = checkoutStore.hasOrdered;
  const donationCampaigns = shopDonationCampaigns(db);
  const carts = createCartService({
    store: cartStore,
    variants: catalogue.variantIndex,
    inStockRead: stock.inStockRead,
    ...shoppers,
    promotions,
    hasOrdered,
    donationCampaigns,
  });
  const checkout = createCheckoutService({
    store: checkoutStore,
    donationCampaigns,
    promotions,
    variants: catalogue.variantIndex,
    servedZips: stock.allZips,
    payments,
    freeShippingMinimum: content.freeShippingMinimum,
    fairTradeCompliance: content.fairTradeCompliance,
    staffQuota: async (customerId: string, since: Date, on?: Db) => ({
      ...(await accountStore.quotaMetafields(customerId, on)),
      ordersThisMonth: await checkoutStore.ordersSince('HPSF', customerId, since, on),
    }),
    accounts: checkoutAccounts(accountStore, findAccount, subscriptions),
    customerFacts: shoppers.customerFacts,
  });
  const persistedCarts = createPersistedCartService({ store: accountStore, carts, isOrdered: checkout.isOrdered });
  const accounts = new AccountService(db, findAccount);
  const { mayOrder } = shoppers;
  return { catalogue, stock, content, contentPages, merchandising, carts, checkout, accounts, subscriptions, persistedCarts, mayOrder };
}

/** The contact form: messages checked by core's rules, rate limited per client, stored, then mailed. */
function contactService(deps: { db: Db; config: Config; logger: Logger; redis?: Redis; mailer: Mailer; content: ContentService }) {
  const { db, config, logger, redis, mailer, content } = deps;
  const store = createContactStore(db);
  const limit = clientRateLimit({ name: 'contact', ...config.rateLimits.contact, redis });
  const mail = contactMailSender({ store, mailer, form: content.contactForm, siteName: content.siteName, log: logger });
  return createContactService({ store, form: content.contactForm, limit, mail });
}

/** The shop's active donation campaigns, read fresh (none while its donation store is missing or off). */
function shopDonationCampaigns(db: Db) {
  const store = createDonationStore(db);
  return async (): Promise<readonly number[]> => {
    const shop = await store.store(SHOP_DONATION_STORE_ID);
    return shop?.isActive ? shop.activeCampaigns : [];
  };
}

/** The donation provider (§7 Donation services): its reads, and tracking records with click-stream events. */
function donationServices(db: Db, config: Config, redis?: Redis) {
  const store = createDonationStore(db);
  const clickStreamLimit = clientRateLimit({ name: 'clickStream', ...config.rateLimits.clickStream, redis });
  return { donation: createDonationService(store), tracking: createTrackingService(store, clickStreamLimit) };
}

/** The review provider: summaries and pages of reviews, and buyers' reviews rate limited per writer. */
function reviewsService(db: Db, config: Config, redis?: Redis) {
  const limit = clientRateLimit({ name: 'writeReview', ...config.rateLimits.writeReview, redis });
  return createReviewsService({ store: createReviewsStore(db), limit });
}

/** Builds every store and service of the app once. */
export function createContainer(deps: AppDeps, options: ContainerOptions = {}) {
  const { config, database, logger } = deps;
  const { db } = database;
  const { redis } = deps;
  const { smtpUrl, mailDir, mailFrom } = config.identity;
  const mailer = options.mailer ?? createMailer({ smtpUrl, mailDir, from: mailFrom });
  const identity = identityServices(db, config, redis, { mailer, jobs: deps.jobs }, options);
  const findAccount: FindAccount = (customerId) => identity.identities.findById(customerId);
  const shop = shopServices(db, config, findAccount, options.payments ?? testPaymentProvider);
  // a re-seed by any process: this process's catalogue copy is dropped, the next read loads the new one
  deps.changes.subscribe('catalogue', () => shop.catalogue.invalidate());
  const contact = contactService({ db, config, logger, redis, mailer, content: shop.content });
  const images = createImageService({
    assetsDir: config.assetsDir,
    cacheDir: join(config.dataDir, 'cache', 'images'),
    maxCacheBytes: config.imageCacheMaxBytes,
  });
  // PostgreSQL outlives the shop process, so a claim there need not wait for its own WAL flush
  const idempotencyStore = createIdempotencyStore(db, { asynchronousClaim: deps.database.kind === 'postgres' });
  const mountKit: MountKit = {
    idempotency: { 'claim-first': idempotency(idempotencyStore), 'with-the-write': idempotency(idempotencyStore, 'with-the-write') },
    transact: plainTransact(db),
    reads: inProcessReads(),
  };
  // the per-request limits of core/rate-limits.ts, mounted by app.ts before the routers
  const limits = requestLimits(config.rateLimits, redis);
  const clientErrors = createClientErrorService({ store: createClientErrorStore(db) });
  return {
    ...identity,
    ...shop,
    contact,
    clientErrors,
    donations: donationServices(db, config, redis),
    reviews: reviewsService(db, config, redis),
    images,
    mountKit,
    limits,
  };
}
export type Container = ReturnType<typeof createContainer>;
