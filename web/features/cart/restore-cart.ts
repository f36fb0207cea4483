/**
 * §4 after login: the guest cart of this device is merged into the customer's persisted cart (or
 * becomes it), and the zip is set from the default address. The server decides (restore-cart);
 * here the device switches to the cart it answers, under the signed-in cookie col_cart_id.
 */
import type { SignInAnswer } from '../identity/sign-in-events';
import { accountApi } from '../account/account-api';
import { useLocationStore } from '../location/location-store';
import { adoptCart, getCartView, setCartOwner } from './cart-client';
import { takeComplianceAcknowledgement } from './compliance-acknowledgement';

/** Runs the restore; failures are logged and leave the local cart as it was. */
export async function restorePersistedCart(): Promise<void> {
  try {
    const local = getCartView().cart?.id ?? null;
    const { data } = await accountApi.restoreCart(local);
    if (data.cartId && data.cartId !== local) await adoptCart(data.cartId, 'customer');
    else setCartOwner('customer');
    if (data.zipCode) useLocationStore.getState().setZip(data.zipCode, 'HOME');
  } catch (error) {
    console.warn('Persisted cart could not be restored', error);
  }
}

/**
 * The cart's part of a sign-in: the persisted cart is restored (and the guest cart merged into it)
 * before the login page moves on, so a compliance checkout opens the merged cart and the limit
 * check sees it.
 */
export async function cartAfterSignIn(): Promise<SignInAnswer> {
  await restorePersistedCart();
  return { checkout: takeComplianceAcknowledgement() };
}
