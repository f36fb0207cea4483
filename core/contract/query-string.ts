/**
 * The query string of a GET read: strings as they are, everything else (numbers, filter lists) as
 * JSON, absent values left out. The one encoding of the web client's reads and of the server's
 * hints for them (core/catalogue/landing-reads.ts), so both name the very same URL.
 */
export function toQueryString(input: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
