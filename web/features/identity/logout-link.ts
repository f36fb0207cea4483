/**
 * How /logout tells the shop's own "Log Out" link from any other way in: the link navigates with
 * this state. Only then does the page sign out at once; opened otherwise (a link on another site,
 * a typed address) it asks first, so no page elsewhere can sign a shopper out and wipe the device.
 */
export const SIGN_OUT_CHOSEN = { signOut: true } as const;

/** Whether the navigation's state says the shopper chose Log Out in the shop. */
export function signOutChosen(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { signOut?: unknown }).signOut === true;
}
