import type { StockDestination } from '../entities/catalogue';

/** Kinds a stored location names: the stock form 'HOME', or a preferred address 'home' / 'clinic'. */
export const LOCATION_TYPES = ['HOME', 'home', 'clinic'] as const;
/** A location kind: 'HOME', 'home' or 'clinic'. */
export type LocationType = (typeof LOCATION_TYPES)[number];

/** A parsed location string such as '80011::HOME'. */
export interface StoredLocation {
  zip: string;
  type: LocationType;
}

const SEPARATOR = '::';

/** Formats the stored location of a zip: 'zip::HOME' by default, 'zip::home' or 'zip::clinic' for a preferred address (§3). */
export function formatLocation(zip: string, type: LocationType = 'HOME'): string {
  return `${zip}${SEPARATOR}${type}`;
}

/** Parses 'zip::HOME' / 'zip::home' / 'zip::clinic'; null for anything else (e.g. the 'city::…' cookie). */
export function parseLocation(value: string | null | undefined): StoredLocation | null {
  if (!value) return null;
  const parts = value.split(SEPARATOR);
  if (parts.length !== 2) return null;
  const [zip, type] = parts;
  if (!/^\d{5}$/.test(zip) || !(LOCATION_TYPES as readonly string[]).includes(type)) return null;
  return { zip, type: type as LocationType };
}

/** Stock destination of a location: CLINIC for a clinic address, HOME otherwise. */
export function destinationOf(location: StoredLocation): StockDestination {
  return location.type === 'clinic' ? 'CLINIC' : 'HOME';
}

/**
 * The cookie that tells the server the shopper's location, in the stored form ('zip::HOME'), so a
 * page drawn on the server shows the shopper's zip and its stock from the first paint. The browser
 * writes it with the stored location (web/features/location/location-cookie.ts).
 */
export const LOCATION_COOKIE = 'shop_location';
