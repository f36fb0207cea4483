import { guestMergeAdditions, PERSISTED_CART_METAFIELD, planPersistedCart } from '../../../core/account';
import type { CartState } from '../../../core/cart';
import { type RequestScope, signedIn } from '../../request-scope';
import type { CartService } from '../cart/cart.service';
import type { AccountStore } from './account.store';

const { namespace, key } = PERSISTED_CART_METAFIELD;

export interface PersistedCartDeps {
  store: AccountStore;
  carts: Pick<CartService, 'mutate' | 'stored' | 'takeOver'>;
  /** whether a cart already became an order (checkout's answer, given by the app) */
  isOrdered: (cartId: string) => Promise<boolean>;
}

export function createPersistedCartService(deps: PersistedCartDeps) {
  /** The cart if it can still be shopped with: the caller's, on this site, not ordered, not empty. */
  async function usable(scope: RequestScope, cartId: string | null): Promise<CartState | null> {
    if (!cartId) return null;
    const found = await deps.carts.stored(scope, cartId);
    if (!found || found.lines.length === 0) return null;
    return (await deps.isOrdered(cartId)) ? null : found;
  }

  return {
    async restore(scope: RequestScope, guestCartId: string | null) {
      const customerId = signedIn(scope);
      const fields = await deps.store.metafields(customerId);
      const persistedId = fields.find((f) => f.namespace === namespace && f.key === key)?.value ?? null;
      // a cart another customer keeps as theirs is never adopted as this device's guest cart
      const guestTaken = guestCartId !== null && (await deps.store.metafieldValueTakenByOther(customerId, namespace, key, guestCartId));
      const [persisted, guest] = await Promise.all([usable(scope, persistedId), guestTaken ? null : usable(scope, guestCartId)]);
      const plan = planPersistedCart({ persistedId, persistedUsable: persisted !== null, guestCartId, guestUsable: guest !== null });
      let cartId: string | null = null;
      let merged = false;
      switch (plan.kind) {
        case 'merge': {
          // each line on its own: a guest line the catalogue no longer sells must not block the rest
          for (const addition of guestMergeAdditions(persisted!.lines, guest!.lines)) {
            try {
              await deps.carts.mutate(scope, plan.cartId, { kind: 'addLines', lineItems: [addition] });
              merged = true;
            } catch (error) {
              scope.log.warn({ err: error, merchandiseId: addition.merchandiseId }, 'guest cart line not merged');
            }
          }
          cartId = plan.cartId;
          break;
        }
        case 'restore':
          cartId = plan.cartId;
          break;
        case 'link-guest':
          cartId = plan.cartId;
          await deps.carts.takeOver(scope, plan.cartId);
          await deps.store.upsertMetafield(customerId, namespace, key, plan.cartId);
          break;
        case 'forget-and-link-guest':
          await deps.store.deleteMetafieldByKey(customerId, namespace, key);
          if (plan.guestCartId) {
            cartId = plan.guestCartId;
            await deps.carts.takeOver(scope, plan.guestCartId);
            await deps.store.upsertMetafield(customerId, namespace, key, plan.guestCartId);
          }
          break;
        case 'none':
          break;
      }
      const book = await deps.store.addresses(customerId);
      return { cartId, merged, zipCode: book.find((a) => a.isDefault)?.zip ?? null };
    },
  };
}
export type PersistedCartService = ReturnType<typeof createPersistedCartService>;
