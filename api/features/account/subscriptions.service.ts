/**
 * Autoships: the mapped form of §3 (weight and unit from the customer's order line of the same
 * variant), cancel with a reason, skip the next delivery, change frequency, and the subscriptions
 * checkout starts for the selling-plan lines of a signed-in customer's order.
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
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
import { DomainError, notFound } from '../../errors';
import { type RequestScope, signedIn } from '../../request-scope';
import type { StoredOrder } from '../checkout/order-wire';
import { writeAccount } from './account.service';
import { AccountStore, type SubscriptionRecord } from './account.store';

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

/** One subscription row per selling-plan line of a placed order (lines whose plan or product is gone are left out). */
async function subscriptionRows(tx: Db, { order, lines }: StoredOrder, startDate: string) {
  const planned = lines.filter((line) => line.sellingPlanId);
  const plans = await tx
    .select()
    .from(sellingPlans)
    .where(
      inArray(
        sellingPlans.id,
        planned.map((l) => l.sellingPlanId!),
      ),
    );
  const products = await tx
    .select({ id: variants.id, productId: variants.productId })
    .from(variants)
    .where(
      inArray(
        variants.id,
        planned.map((l) => l.variantId),
      ),
    );
  return planned.flatMap((line) => {
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
}

/** A change to one of the signed-in customer's active autoships, answered as it is afterwards. */
function changeActive(scope: RequestScope, contractId: string, change: (store: AccountStore, record: SubscriptionRecord) => Promise<void>) {
  const customerId = signedIn(scope);
  return writeAccount(scope, async (store) => {
    await change(store, await ownActive(store, customerId, contractId));
    return reread(store, customerId, contractId);
  });
}

export class SubscriptionsService {
  private readonly reads: AccountStore;

  constructor(
    db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.reads = new AccountStore(db);
  }

  /** §8: a load failure is logged and the result is empty. */
  async list(scope: RequestScope, named: string | undefined): Promise<AccountSubscription[]> {
    const customerId = signedIn(scope);
    if (named && named !== customerId) throw notFound('No such customer');
    try {
      return await view(this.reads, customerId, await this.reads.subscriptions(customerId));
    } catch (error) {
      scope.log.error({ err: error }, SUBSCRIPTION_LOG.loadFailure);
      return [];
    }
  }

  cancel(scope: RequestScope, contractId: string, reason: string) {
    return changeActive(scope, contractId, (store, { subscription }) =>
      store.updateSubscription(subscription.customerId, contractId, { cancelled: true, cancelReason: reason }),
    );
  }

  skip(scope: RequestScope, contractId: string) {
    return changeActive(scope, contractId, (store, { subscription }) =>
      store.updateSubscription(subscription.customerId, contractId, {
        nextDelivery: nextDeliveryAfterSkip(subscription.nextDelivery, subscription.frequencyDays),
        skipped: subscription.skipped + 1,
      }),
    );
  }

  changeFrequency(scope: RequestScope, contractId: string, weeks: number) {
    // the next delivery keeps its date; the new rhythm applies from the one after
    return changeActive(scope, contractId, (store, { subscription }) =>
      store.updateSubscription(subscription.customerId, contractId, frequencyOfWeeks(weeks)),
    );
  }

  async productBySku(sku: string) {
    const found = await this.reads.productBySku(sku);
    if (!found) throw notFound(`No product with sku ${sku}`);
    return { sku, ...found };
  }

  /** In checkout's transaction: one subscription per selling-plan line of a signed-in customer's order. */
  async orderPlaced(tx: Db, placed: StoredOrder): Promise<void> {
    if (!placed.order.customerId || !placed.lines.some((line) => line.sellingPlanId)) return;
    const rows = await subscriptionRows(tx, placed, calendarDateOf(placed.order.createdAt ?? this.now()));
    await new AccountStore(tx).insertSubscriptions(tx, rows);
  }
}
