/**
 * Account rules over the store: every call names the signed-in customer, and a record that is not
 * theirs answers 404 exactly like one that does not exist (no IDOR, no hint that it exists).
 */
import {
  type AddressInput,
  decodeOrderCursor,
  type MetafieldInput,
  metafieldUserErrors,
  orderSearchTerm,
  pageOfOrders,
  profileChainMetafields,
  profileChainRemovals,
  profileChainWrites,
  type ProfileFieldsInput,
  profileUserErrors,
  type UserError,
} from '../../../core/account';
import type { CommerceCustomer } from '../../../core/contract/account';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../errors';
import { type RequestScope, signedIn } from '../../request-scope';
import { toPlacedOrder } from '../checkout/order-wire';
import type { FindAccount } from '../identity/account-view';
import { AccountStore } from './account.store';
import { toAccountAddress, toCommerceCustomer, toOrderSummary } from './account-wire';

export const ACCOUNT_MESSAGES = {
  noCustomer: 'No such customer',
  noOrder: 'No such order',
  noAddress: 'No such address',
  noMetafield: 'No such metafield',
  badCursor: 'This cursor is not valid; start again from the first page.',
} as const;

/** The caller may name themselves (the spec's `id`/`customerId`); naming anyone else is a 404. */
function ownId(callerId: string, named: string | undefined | null): void {
  if (named && named !== callerId) throw notFound(ACCOUNT_MESSAGES.noCustomer);
}

/** Runs `work` on the account store over the request's transaction (an Idempotency-Key's answer commits with it). */
export function writeAccount<T>(scope: RequestScope, work: (store: AccountStore) => Promise<T>): Promise<T> {
  return scope.transact((tx) => work(new AccountStore(tx)));
}

async function profileIn(store: AccountStore, customerId: string): Promise<CommerceCustomer> {
  const customer = await store.customer(customerId);
  if (!customer) throw notFound(ACCOUNT_MESSAGES.noCustomer);
  const [fields, book] = await Promise.all([store.metafields(customerId), store.addresses(customerId)]);
  return toCommerceCustomer(customer, fields, book);
}

/** Writes the customer's profile fields and metafields, then answers the profile as stored. */
async function updateProfile(store: AccountStore, customerId: string, input: ProfileFieldsInput & { metafields?: MetafieldInput[] }) {
  await store.updateCustomer(customerId, {
    ...(input.firstName !== undefined ? { firstName: input.firstName.trim() } : {}),
    ...(input.lastName !== undefined ? { lastName: input.lastName.trim() } : {}),
    ...(input.phone !== undefined ? { phone: input.phone.trim() || null } : {}),
    ...(input.acceptsMarketing !== undefined ? { acceptsMarketing: input.acceptsMarketing } : {}),
  });
  for (const field of input.metafields ?? []) {
    await store.upsertMetafield(customerId, field.namespace, field.key, field.value, field.type);
  }
  return { customer: await profileIn(store, customerId), userErrors: [] };
}

/** The account calls of §7 for the signed-in customer of the scope (401 when signed out). */
export class AccountService {
  private readonly store: AccountStore;

  constructor(
    db: Db,
    private readonly findAccount: FindAccount,
  ) {
    this.store = new AccountStore(db);
  }

  /** §4 profile load chain: the shipTo, soldTo, preferred address and clinic zip metafields follow the account. */
  private async runProfileChain(customerId: string): Promise<void> {
    const { store } = this;
    const [record, stored, book] = await Promise.all([
      this.findAccount(customerId),
      store.metafields(customerId),
      store.addresses(customerId),
    ]);
    if (!record) return;
    // the shopper's own choice (My Profile) wins over the registration's SF_PreferedShipTo
    const chosen = stored.find((f) => f.namespace === 'profeeding' && f.key === 'preferred_address')?.value;
    const preferred = chosen ?? record.identity.preferredShipTo;
    const wanted = profileChainMetafields({
      soldTo: record.identity.storeSoldTo,
      preferredShipTo: preferred === 'clinic' || preferred === 'home' ? preferred : null,
      clinic: record.clinic ? { zip: record.clinic.zip, homeDeliveryOnly: record.clinic.sfHomeDeliveryOnly } : null,
      homeZip: book.find((address) => address.isDefault)?.zip ?? null,
    });
    for (const field of profileChainWrites(wanted, stored))
      await store.upsertMetafield(customerId, field.namespace, field.key, field.value);
    for (const field of profileChainRemovals(wanted, stored)) await store.deleteMetafieldByKey(customerId, field.namespace, field.key);
  }

  async profile(scope: RequestScope): Promise<CommerceCustomer> {
    const customerId = signedIn(scope);
    await this.runProfileChain(customerId);
    return profileIn(this.store, customerId);
  }

  async orders(scope: RequestScope, input: { id?: string; quantity: number; cursor?: string | null; query?: string | null }) {
    const customerId = signedIn(scope);
    ownId(customerId, input.id);
    const after = input.cursor ? decodeOrderCursor(input.cursor) : null;
    if (input.cursor && !after) throw badRequest({ cursor: ACCOUNT_MESSAGES.badCursor }, ACCOUNT_MESSAGES.badCursor);
    const rows = await this.store.orderPage(customerId, input.quantity, after, orderSearchTerm(input.query));
    const page = pageOfOrders(
      rows.map((r) => ({ ...r, id: r.order.id, createdAt: r.order.createdAt })),
      input.quantity,
    );
    return { orders: page.items.map(toOrderSummary), pageInfo: page.pageInfo };
  }

  async lastOrder(scope: RequestScope, named?: string) {
    const customerId = signedIn(scope);
    ownId(customerId, named);
    const [row] = await this.store.orderPage(customerId, 1, null, null);
    return row ? toOrderSummary(row) : null;
  }

  async order(scope: RequestScope, orderId: string) {
    const stored = await this.store.order(signedIn(scope), orderId);
    if (!stored) throw notFound(ACCOUNT_MESSAGES.noOrder);
    return { id: stored.order.id, ...toPlacedOrder(stored) };
  }

  /**
   * update-customer: profile fields and metafields. Refusals are userErrors (nothing written at
   * all when there is one), as the commerce platform answers, so the client records nothing.
   */
  async update(
    scope: RequestScope,
    named: string,
    input: ProfileFieldsInput & { metafields?: MetafieldInput[] },
  ): Promise<{ customer: CommerceCustomer | null; userErrors: UserError[] }> {
    const customerId = signedIn(scope);
    ownId(customerId, named);
    const userErrors = [...profileUserErrors(input), ...metafieldUserErrors(input.metafields ?? [])];
    if (userErrors.length > 0) return { customer: null, userErrors };
    return writeAccount(scope, (store) => updateProfile(store, customerId, input));
  }

  deleteMetafield(scope: RequestScope, metafieldId: string) {
    const customerId = signedIn(scope);
    return writeAccount(scope, async (store) => {
      if (!(await store.deleteMetafield(customerId, metafieldId))) throw notFound(ACCOUNT_MESSAGES.noMetafield);
      return { deletedId: metafieldId };
    });
  }

  createAddress(scope: RequestScope, address: AddressInput, makeDefault: boolean) {
    const customerId = signedIn(scope);
    return writeAccount(scope, async (store) => ({
      address: toAccountAddress(await store.createAddress(customerId, address, makeDefault)),
    }));
  }

  updateAddress(scope: RequestScope, id: string, address: AddressInput) {
    const customerId = signedIn(scope);
    return writeAccount(scope, async (store) => {
      const row = await store.updateAddress(customerId, id, address);
      if (!row) throw notFound(ACCOUNT_MESSAGES.noAddress);
      return { address: toAccountAddress(row) };
    });
  }

  deleteAddress(scope: RequestScope, id: string) {
    const customerId = signedIn(scope);
    return writeAccount(scope, async (store) => {
      if (!(await store.deleteAddress(customerId, id))) throw notFound(ACCOUNT_MESSAGES.noAddress);
      return { deletedCustomerAddressId: id };
    });
  }

  setDefaultAddress(scope: RequestScope, id: string) {
    const customerId = signedIn(scope);
    return writeAccount(scope, async (store) => {
      const row = await store.setDefaultAddress(customerId, id);
      if (!row) throw notFound(ACCOUNT_MESSAGES.noAddress);
      return { defaultAddress: toAccountAddress(row) };
    });
  }
}
