/**
 * What the widget keeps on the device (localStorage): the tracking id, kept across reloads so a
 * visit keeps its record, and the last cause and amounts it showed, shown offline as an estimate.
 * Anything unreadable is dropped, never trusted.
 */

export interface KeptCause {
  id: string;
  name: string;
  logoUrl: string | null;
}

/** The last figures shown: per product (cms id) and for the cart. */
export interface LastKnown {
  cause: KeptCause | null;
  currency: string;
  products: Record<string, number>;
  cart: number | null;
  /** the cart's widget showed (segment not excluded, a donation to give): checkout names the tracking record */
  eligible?: boolean;
}

const trackingKey = (storeId: string) => `donation:${storeId}:tracking`;
const lastKey = (storeId: string) => `donation:${storeId}:last`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage refused (privacy mode)
  }
}

function read<T>(key: string, valid: (value: unknown) => value is T): T | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return valid(value) ? value : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // full or refused: the widget works without it
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Is `value` a tracking id as the provider makes them (a uuid)? */
export function isTrackingId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export function keptTrackingId(storeId: string): string | null {
  return read(trackingKey(storeId), isTrackingId);
}

export function keepTrackingId(storeId: string, id: string | null): void {
  if (id) write(trackingKey(storeId), id);
  else storage()?.removeItem(trackingKey(storeId));
}

const isLastKnown = (value: unknown): value is LastKnown =>
  typeof value === 'object' && value !== null && 'products' in value && typeof (value as LastKnown).currency === 'string';

export function lastKnown(storeId: string): LastKnown | null {
  return read(lastKey(storeId), isLastKnown);
}

export function keepLastKnown(storeId: string, update: (last: LastKnown) => LastKnown): void {
  const last = lastKnown(storeId) ?? { cause: null, currency: 'USD', products: {}, cart: null };
  write(lastKey(storeId), update(last));
}
