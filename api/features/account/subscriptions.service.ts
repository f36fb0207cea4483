/**
 * Autoships: the mapped form of §3 (weight and unit from the customer's order line of the same
 * variant), cancel with a reason, skip the next delivery, change frequency, and the subscriptions
 * checkout starts for the selling-plan lines of a signed-in customer's order.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import {
  calendarDateOf,
  firstDeliveryOf,
  frequencyOfWeeks,
  nextDeliveryAfterSkip,
  type ProviderSubscription,
  subscriptionActionRefusal,
  toMappedSubscription,
} from '../../../core/account';
import type { AccountSubscription } from '../../../core/contract/account';
import type { Db } from '../../db/client';
import { sellingPlans, variants } from '../../db/schema';
import { DomainError, notFound } from '../../http/errors';
import type { StoredOrder } from '../checkout/checkout.store';
import { inArray } from 'drizzle-orm';
import type { Transact } from '../../http/idempotency';
import { type AccountStore, createAccountStore, type SubscriptionRecord } from './account.store';
import { storeWriter } from './account.service';

export const SUBSCRIPTION_LOG = { loadFailure: 'Subscription load failure' } as const;
const NO_SUBSCRIPTION = 'No such autoship';

/** A stored subscription in the provider's field names (§3). */
function providerForm({ subscription: s }: SubscriptionRecord): ProviderSubscription {
  return {
    customer: s.customerId,
    product: s.productId,
    variant: s.variantId,
    external_id: s.externalId,
    frequency_days: s.frequencyDays,
    every_period: s.everyPeriod,
    cancelled: s.cancelled,
    cancel_reason: s.cancelReason,
    start_date: s.startDate,
    quantity: s.quantity,
    next_delivery: s.nextDelivery,
    skipped: s.skipped,
  };
}

export function createSubscriptionsService(db: Db, now: () => Date = () => new Date()) {
  const reads = createAccountStore(db);
  const write = storeWriter(db);
  async function view(store: AccountStore, customerId: string, records: SubscriptionRecord[]): Promise<AccountSubscription[]> {
    const weights = await store.orderedVariantWeights(customerId);
    return records.map((record) => ({
      ...toMappedSubscription(providerForm(record), weights),
      variantId: record.subscription.variantId,
      sku: record.subscription.sku,
      productTitle: record.productTitle,
      variantTitle: record.variantTitle,
      nextDeliveryDate: record.subscription.nextDelivery,
      skipped: record.subscription.skipped,
    }));
  }

  /** The customer's own active subscription `contractId`, or 404 (another customer's too). */
  async function ownActive(store: AccountStore, customerId: string, contractId: string): Promise<SubscriptionRecord> {
    const record = await store.subscription(customerId, contractId);
    if (!record) throw notFound(NO_SUBSCRIPTION);
    const refusal = subscriptionActionRefusal(record.subscription);
    if (refusal) throw new DomainError('CONFLICT', refusal, { contractId: refusal });
    return record;
  }

  async function reread(store: AccountStore, customerId: string, contractId: string): Promise<AccountSubscription> {
    const record = await store.subscription(customerId, contractId);
    if (!record) throw notFound(NO_SUBSCRIPTION);
    const [one] = await view(store, customerId, [record]);
    return one;
  }

  return {
    /** §8: a load failure is logged and the result is empty. */
    async list(customerId: string, named: string | undefined, log: Logger): Promise<AccountSubscription[]> {
      if (named && named !== customerId) throw notFound('No such customer');
      try {
        return await view(reads, customerId, await reads.subscriptions(customerId));
      } catch (error) {
        log.error({ err: error }, SUBSCRIPTION_LOG.loadFailure);
        return [];
      }
    },
    cancel: (customerId: string, contractId: string, reason: string, transact?: Transact) =>
      write(transact, async (store) => {
        await ownActive(store, customerId, contractId);
        await store.updateSubscription(customerId, contractId, { cancelled: true, cancelReason: reason });
        return reread(store, customerId, contractId);
      }),
    skip: (customerId: string, contractId: string, transact?: Transact) =>
      write(transact, async (store) => {
        const { subscription } = await ownActive(store, customerId, contractId);
        await store.updateSubscription(customerId, contractId, {
          nextDelivery: nextDeliveryAfterSkip(subscription.nextDelivery, subscription.frequencyDays),
          skipped: subscription.skipped + 1,
        });
        return reread(store, customerId, contractId);
      }),
    changeFrequency: (customerId: string, contractId: string, weeks: number, transact?: Transact) =>
      write(transact, async (store) => {
        await ownActive(store, customerId, contractId);
        const { everyPeriod, frequencyDays } = frequencyOfWeeks(weeks);
        // the next delivery keeps its date; the new rhythm applies from the one after
        await store.updateSubscription(customerId, contractId, { everyPeriod, frequencyDays });
        return reread(store, customerId, contractId);
      }),
    async productBySku(sku: string) {
      const found = await reads.productBySku(sku);
      if (!found) throw notFound(`No product with sku ${sku}`);
      return { sku, ...found };
    },

    /** In checkout's transaction: one subscription per selling-plan line of a signed-in customer's order. */
    async orderPlaced(tx: Db, { order, lines }: StoredOrder): Promise<void> {
      if (!order.customerId) return;
      const planned = lines.filter((line) => line.sellingPlanId);
      if (planned.length === 0) return;
      const plans = await tx.select().from(sellingPlans).where(inArray(sellingPlans.id, planned.map((l) => l.sellingPlanId!)));
      const products = await tx.select({ id: variants.id, productId: variants.productId }).from(variants).where(inArray(variants.id, planned.map((l) => l.variantId)));
      const startDate = calendarDateOf(order.createdAt ?? now());
      const rows = planned.flatMap((line) => {
        const plan = plans.find((p) => p.id === line.sellingPlanId);
        const productId = products.find((p) => p.id === line.variantId)?.productId;
        if (!plan || !productId) return [];
        const { everyPeriod, frequencyDays } = frequencyOfWeeks(plan.intervalWeeks);
        return [
          {
            id: randomUUID(),
            customerId: order.customerId!,
            productId,
            variantId: line.variantId,
            sku: line.sku,
            externalId: `SC-${randomUUID().slice(0, 8).toUpperCase()}`,
            orderId: order.id,
            frequencyDays,
            everyPeriod,
            startDate,
            quantity: line.quantity,
            nextDelivery: firstDeliveryOf(startDate, frequencyDays),
          },
        ];
      });
      await createAccountStore(tx).insertSubscriptions(tx, rows);
    },
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
