import type { CheckoutAfterLogin } from '../../../core/identity';
import { listenerList } from '../../lib/listener-list';

/** What a feature tells the login page about a sign-in it has just handled. */
export interface SignInAnswer {
  /** the checkout a guest who acknowledged the login requirement goes on to (§2) */
  checkout?: CheckoutAfterLogin;
}

export type SignInListener = () => Promise<SignInAnswer | undefined> | SignInAnswer | undefined;

const listeners = listenerList<SignInListener>();

/**
 * Joins the features told of each sign-in (the cart restores the customer's persisted cart), so
 * identity publishes the sign-in without importing any of them. Answers the leave.
 */
export const onSignIn = listeners.join;

/**
 * Tells every listener, one after the other in the order they joined, that the server accepted a
 * sign-in; the login page waits for them before it moves on and goes where their answers say. A
 * listener's failure is the sign-in page's to report, as any other failure of the login.
 */
export async function publishSignIn(): Promise<SignInAnswer> {
  let answer: SignInAnswer = {};
  for (const listener of listeners.current()) answer = { ...answer, ...(await listener()) };
  return answer;
}
