import type { Attribute } from '../entities/cart';
import type { BuyerIdentity, CartCustomer } from './state';

/** A line to add: the variant (id or adminGraphqlId), how many, and its autoship plan if any. */
export interface CartLineInput {
  merchandiseId: string;
  quantity: number;
  sellingPlanId?: string | null;
  attributes?: readonly Attribute[];
}

/** A change to an existing line; a field left out stays as it is, quantity 0 removes the line. */
export interface CartLineUpdate {
  id: string;
  quantity?: number;
  /** null turns an autoship line into a one-time line */
  sellingPlanId?: string | null;
  attributes?: readonly Attribute[];
}

/** Every change a cart can go through; field names follow the §7 calls so refusals name wire fields. */
export type CartMutation =
  | {
      kind: 'create';
      cartId: string;
      lineItems: readonly CartLineInput[];
      buyerIdentity?: Partial<BuyerIdentity>;
      customer?: CartCustomer;
      attributes?: readonly Attribute[];
      note?: string | null;
    }
  | { kind: 'addLines'; lineItems: readonly CartLineInput[] }
  | { kind: 'removeLines'; lineItemIds: readonly string[] }
  | { kind: 'updateLines'; lineItems: readonly CartLineUpdate[] }
  | { kind: 'updateAttributes'; attributes: readonly Attribute[] }
  | { kind: 'updateBuyerIdentity'; buyerIdentity: Partial<BuyerIdentity>; customer?: Partial<CartCustomer> }
  | { kind: 'updateDiscountCodes'; codes: readonly string[] }
  | { kind: 'updateNote'; note: string | null }
  /** the shopper-paid donation in cents (0: none), chosen in the donation widget */
  | { kind: 'updateDonation'; amountCents: number };

/** The kind of a cart mutation. */
export type CartMutationKind = CartMutation['kind'];
