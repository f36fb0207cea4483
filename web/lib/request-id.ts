/**
 * The x-request-id of the last answer the shop's API gave this page: an error report names it, so
 * the report and the server's log lines of that request are found together.
 */
let lastRequestId: string | null = null;

/** Notes the request id of an answer (none for an answer that carries none). */
export function noteRequestId(response: Pick<Response, 'headers'>): void {
  const id = response.headers?.get('x-request-id');
  if (id) lastRequestId = id;
}

/** The last answer's request id, or null before any answer. */
export const lastApiRequestId = (): string | null => lastRequestId;
