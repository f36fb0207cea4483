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
import { badRequest, notFound } from '../../http/errors';
import { toPlacedOrder } from '../checkout/order-wire';
import type { Db } from '../../db/client';
import type { Transact } from '../../http/idempotency';
import type { IdentityStore } from '../identity/identity.store';
import { type AccountStore, createAccountStore } from './account.store';
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

/** Runs `work` on a store over one transaction: the request's (Idempotency-Key) or a plain one. */
export function storeWriter(db: Db) {
  return <T>(transact: Transact | undefined, work: (store: AccountStore) => Promise<T>): Promise<T> =>
    (transact ?? ((w) => db.transaction((tx) => w(tx))))((tx) => work(createAccountStore(tx)));
}

async function profileIn(store: AccountStore, customerId: string): Promise<CommerceCustomer> {
  const customer = await store.customer(customerId);
  if (!customer) throw notFound(ACCOUNT_MESSAGES.noCustomer);
  const [fields, book] = await Promise.all([store.metafields(customerId), store.addresses(customerId)]);
  return toCommerceCustomer(customer, fields, book);
}

export function createAccountService(db: Db, identities: Pick<IdentityStore, 'findById'>) {
  const store = createAccountStore(db);
  const write = storeWriter(db);

  /** §4 profile load chain: the shipTo, soldTo, preferred address and clinic zip metafields follow the account. */
  async function runProfileChain(customerId: string): Promise<void> {
    const [record, stored, book] = await Promise.all([identities.findById(customerId), store.metafields(customerId), store.addresses(customerId)]);
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
    for (const field of profileChainWrites(wanted, stored)) await store.upsertMetafield(customerId, field.namespace, field.key, field.value);
    for (const field of profileChainRemovals(wanted, stored)) await store.deleteMetafieldByKey(customerId, field.namespace, field.key);
  }

  async function profile(customerId: string): Promise<CommerceCustomer> {
    await runProfileChain(customerId);
    return profileIn(store, customerId);
  }

  return {
    profile,

    async orders(customerId: string, input: { id?: string; quantity: number; cursor?: string | null; query?: string | null }) {
      ownId(customerId, input.id);
      const after = input.cursor ? decodeOrderCursor(input.cursor) : null;
      if (input.cursor && !after) throw badRequest({ cursor: ACCOUNT_MESSAGES.badCursor }, ACCOUNT_MESSAGES.badCursor);
      const rows = await store.orderPage(customerId, input.quantity, after, orderSearchTerm(input.query));
      const page = pageOfOrders(rows.map((r) => ({ ...r, id: r.order.id, createdAt: r.order.createdAt })), input.quantity);
      return { orders: page.items.map(toOrderSummary), pageInfo: page.pageInfo };
    },

    async lastOrder(customerId: string, named?: string) {
      ownId(customerId, named);
      const [row] = await store.orderPage(customerId, 1, null, null);
      return row ? toOrderSummary(row) : null;
    },

    async order(customerId: string, orderId: string) {
      const stored = await store.order(customerId, orderId);
      if (!stored) throw notFound(ACCOUNT_MESSAGES.noOrder);
      return { id: stored.order.id, ...toPlacedOrder(stored) };
    },

    /**
     * update-customer: profile fields and metafields. Refusals are userErrors (nothing written at
     * all when there is one), as the commerce platform answers, so the client records nothing.
     */
    async update(
      customerId: string,
      named: string,
      input: ProfileFieldsInput & { metafields?: MetafieldInput[] },
      transact?: Transact,
    ): Promise<{ customer: CommerceCustomer | null; userErrors: UserError[] }> {
      ownId(customerId, named);
      const userErrors = [...profileUserErrors(input), ...metafieldUserErrors(input.metafields ?? [])];
      if (userErrors.length > 0) return { customer: null, userErrors };
      return write(transact, async (store) => {
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
      });
    },

    deleteMetafield: (customerId: string, metafieldId: string, transact?: Transact) =>
      write(transact, async (store) => {
        if (!(await store.deleteMetafield(customerId, metafieldId))) throw notFound(ACCOUNT_MESSAGES.noMetafield);
        return { deletedId: metafieldId };
      }),

    createAddress: (customerId: string, address: AddressInput, makeDefault: boolean, transact?: Transact) =>
      write(transact, async (store) => ({ address: toAccountAddress(await store.createAddress(customerId, address, makeDefault)) })),
    updateAddress: (customerId: string, id: string, address: AddressInput, transact?: Transact) =>
      write(transact, async (store) => {
        const row = await store.updateAddress(customerId, id, address);
        if (!row) throw notFound(ACCOUNT_MESSAGES.noAddress);
        return { address: toAccountAddress(row) };
      }),
    deleteAddress: (customerId: string, id: string, transact?: Transact) =>
      write(transact, async (store) => {
        if (!(await store.deleteAddress(customerId, id))) throw notFound(ACCOUNT_MESSAGES.noAddress);
        return { deletedCustomerAddressId: id };
      }),
    setDefaultAddress: (customerId: string, id: string, transact?: Transact) =>
      write(transact, async (store) => {
        const row = await store.setDefaultAddress(customerId, id);
        if (!row) throw notFound(ACCOUNT_MESSAGES.noAddress);
        return { defaultAddress: toAccountAddress(row) };
      }),
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
