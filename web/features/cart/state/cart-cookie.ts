import { CART_COOKIE, GUEST_CART_COOKIE } from '../../../../core/constants';

/** Who the cart belongs to: a guest (guest_col_cart_id) or a signed-in customer (col_cart_id), §9. */
export type CartOwner = 'guest' | 'customer';

/** The cart id is remembered for 30 days (our choice; the spec gives no lifetime). */
const CART_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const cookieName = (owner: CartOwner) => (owner === 'customer' ? CART_COOKIE : GUEST_CART_COOKIE);

function write(name: string, value: string, maxAge: number): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

function read(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The cart id in the owner's cookie, if it is a well-formed cart id. */
export function readCartCookie(owner: CartOwner): string | null {
  if (typeof document === 'undefined') return null;
  const value = read(cookieName(owner));
  return value && UUID.test(value) ? value : null;
}

/** Remembers `cartId` under the owner's cookie name and drops the other one (a cart has one owner). */
export function writeCartCookie(owner: CartOwner, cartId: string): void {
  if (typeof document === 'undefined') return;
  write(cookieName(owner), cartId, CART_COOKIE_MAX_AGE_S);
  write(cookieName(owner === 'guest' ? 'customer' : 'guest'), '', 0);
}

/** Forgets both cart cookies. */
export function clearCartCookies(): void {
  if (typeof document === 'undefined') return;
  write(CART_COOKIE, '', 0);
  write(GUEST_CART_COOKIE, '', 0);
}
