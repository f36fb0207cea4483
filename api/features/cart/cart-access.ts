/**
 * Who may use a cart: knowing its id is not enough. A cart made by a signed-in customer (or taken
 * over at sign-in) is that customer's alone; a guest's cart is bound to the guest key its browser
 * holds (http/guest-key.ts). A cart of the other storefront, or of nobody (made before owners were
 * kept), opens for no one. Both stores that read carts (cart, checkout) select through `ownCart`,
 * so a cart of someone else is simply not found: the answer does not tell it exists.
 */
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { ValueOrPlaceholder as Value } from '../../db/built-once';
import type { SiteCode } from '../../../core/constants';
import { carts } from '../../db/schema';

/** The caller a cart is opened for: the request scope has these fields. */
export interface CartAccess {
  site: SiteCode;
  customerId: string | null;
  /** hash of the guest key */
  guestKey: string | null;
}

/** Who, as `ownCart` takes it: values, or placeholders where a statement built once puts them. */
export interface CartOwnerValues {
  site: Value;
  customerId: Value | null;
  guestKey: Value | null;
}

/** Cart `id` of the caller's storefront, if the caller owns it. */
export function ownCart(who: CartOwnerValues, id: Value): SQL {
  const asCustomer = who.customerId ? eq(carts.ownerCustomerId, who.customerId) : undefined;
  const asGuest = who.guestKey ? and(isNull(carts.ownerCustomerId), eq(carts.ownerGuestKey, who.guestKey)) : undefined;
  return and(eq(carts.id, id), eq(carts.site, who.site), or(asCustomer, asGuest) ?? sql`false`) as SQL;
}

/** The owner columns of a cart the caller makes: the signed-in customer's, else the guest key's. */
export function ownerOfNewCart(who: CartAccess): { ownerCustomerId: string | null; ownerGuestKey: string | null } {
  return who.customerId ? { ownerCustomerId: who.customerId, ownerGuestKey: null } : { ownerCustomerId: null, ownerGuestKey: who.guestKey };
}

/** What the text of `ownCart` depends on: which of the caller's owner values are there. */
export function ownerShape(who: CartAccess): string {
  return `${who.customerId ? 'customer' : ''}+${who.guestKey ? 'guest' : ''}`;
}

/** `ownCart` of a caller of that shape, with placeholders site, customerId, guestKey and id. */
export function ownCartTemplate(who: CartAccess): SQL {
  const placeholders: CartOwnerValues = {
    site: sql.placeholder('site'),
    customerId: who.customerId ? sql.placeholder('customerId') : null,
    guestKey: who.guestKey ? sql.placeholder('guestKey') : null,
  };
  return ownCart(placeholders, sql.placeholder('id'));
}
