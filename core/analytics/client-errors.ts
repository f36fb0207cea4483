/**
 * Client error reports (the shop's own endpoint, POST /api/client-errors): what a report may hold.
 * The web app cuts a long message or stack to these lengths before it sends; the server refuses
 * anything longer (400 naming the field), and a body over CLIENT_ERROR_BODY_LIMIT (413).
 */

/** Where an error was caught: window 'error', 'unhandledrejection', or a React error boundary. */
export const CLIENT_ERROR_KINDS = ['error', 'unhandledrejection', 'boundary'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

export const CLIENT_ERROR_LIMITS = {
  message: 1_000,
  stack: 8_000,
  /** React's component stack of a boundary's catch */
  componentStack: 4_000,
  route: 500,
  buildId: 100,
  requestId: 128,
} as const;

/** The request body limit of the endpoint: the longest report with room for its JSON. */
export const CLIENT_ERROR_BODY_LIMIT = '16kb';

/** `text` cut to `max` characters, marked with an ellipsis when cut. */
export function capText(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** Query and fragment parameters that carry a secret: reset and verification links, sign-in codes. */
const SECRET_PARAMETER = /([?&#;](?:token|verify|code|password|secret|key|session|access_token|id_token)=)[^&#;\s"'<>]*/gi;

/** `text` with the value of every secret-carrying URL parameter replaced by "[redacted]". */
export function redactSecretParameters(text: string): string {
  return text.replace(SECRET_PARAMETER, '$1[redacted]');
}

/** A page's path without its query and fragment: what a report says of where it was caught. */
export function pathOfRoute(route: string): string {
  return route.split(/[?#]/, 1)[0];
}
