import type { CheckoutAfterLogin } from '../../../core/identity';

/** What a feature tells the login page about a sign-in it has just handled. */
export interface SignInAnswer {
  /** the checkout a guest who acknowledged the login requirement goes on to (§2) */
  checkout?: CheckoutAfterLogin;
}

export type SignInListener = () => Promise<SignInAnswer | undefined> | SignInAnswer | undefined;

const listeners: SignInListener[] = [];

/**
 * Joins the features told of each sign-in (the cart restores the customer's persisted cart), so
 * identity publishes the sign-in without importing any of them. Answers the leave.
 */
export function onSignIn(listener: SignInListener): () => void {
  listeners.push(listener);
  return () => {
    const at = listeners.indexOf(listener);
    if (at >= 0) listeners.splice(at, 1);
  };
}

/**
 * Tells every listener, one after the other in the order they joined, that the server accepted a
 * sign-in; the login page waits for them before it moves on and goes where their answers say. A
 * listener's failure is the sign-in page's to report, as any other failure of the login.
 */
export async function publishSignIn(): Promise<SignInAnswer> {
  let answer: SignInAnswer = {};
  for (const listener of [...listeners]) answer = { ...answer, ...(await listener()) };
  return answer;
}
