/** Orders per page when the caller does not say, and the most one page may hold. */
export const DEFAULT_ORDERS_PAGE = 10;
export const MAX_ORDERS_PAGE = 50;

/** Where a page of orders (newest first) ends: the last order's time and id. */
export interface OrderCursor {
  createdAt: string;
  id: string;
}

/** Opaque cursor text of a position (base64url of JSON, so clients never build one by hand). */
export function encodeOrderCursor(cursor: OrderCursor): string {
  const json = JSON.stringify([cursor.createdAt, cursor.id]);
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The position of a cursor text, or null when it is not one this server made. */
export function decodeOrderCursor(text: string): OrderCursor | null {
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const value = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [createdAt, id] = value;
    if (typeof createdAt !== 'string' || typeof id !== 'string' || Number.isNaN(Date.parse(createdAt))) return null;
    return { createdAt, id };
  } catch {
    return null;
  }
}

/** A page cut from `rows` fetched with one extra row: the rows to show and pageInfo of §3. */
export function pageOfOrders<R extends { id: string; createdAt: Date }>(rows: readonly R[], quantity: number) {
  const items = rows.slice(0, quantity);
  const last = items.at(-1);
  return {
    items,
    pageInfo: {
      hasNextPage: rows.length > quantity,
      endCursor: last ? encodeOrderCursor({ createdAt: last.createdAt.toISOString(), id: last.id }) : null,
    },
  };
}

/** The search words of an order query: trimmed, lower-cased, '%' and '_' taken literally. */
export function orderSearchTerm(query: string | null | undefined): string | null {
  const term = (query ?? '').trim().toLowerCase();
  return term === '' ? null : term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Whether an order matches a search (number, product title or sku contain the words), for offline copies. */
export function orderMatchesSearch(
  order: { number: string; lines: readonly { productTitle: string; sku: string }[] },
  query: string,
): boolean {
  const term = query.trim().toLowerCase();
  if (!term) return true;
  return (
    order.number.toLowerCase().includes(term) ||
    order.lines.some((l) => l.productTitle.toLowerCase().includes(term) || l.sku.toLowerCase().includes(term))
  );
}
