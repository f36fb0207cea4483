/**
 * The shopper's location as a cookie as well as in IndexedDB: the server reads it to draw a page
 * with the shopper's zip (core/stock/location.ts LOCATION_COOKIE), and the browser's first draw
 * starts from it, so the page it hydrates is the one the server drew.
 */
import { createContext } from 'react';
import { LOCATION_COOKIE, parseLocation, type StoredLocation } from '../../../core/stock';

/** A year: the zip is the shopper's until they change it or sign out on a shared computer. */
const MAX_AGE_S = 365 * 24 * 60 * 60;

/** The location the cookie names (null without one, or on the server, which gives PageLocationContext instead). */
export function readLocationCookie(): StoredLocation | null {
  if (typeof document === 'undefined') return null;
  const pair = document.cookie.split(/;\s*/).find((part) => part.startsWith(`${LOCATION_COOKIE}=`));
  return pair ? parseLocation(decodeURIComponent(pair.slice(LOCATION_COOKIE.length + 1))) : null;
}

/** Writes the stored form of the location, or removes the cookie (null). */
export function writeLocationCookie(value: string | null): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const rest = value === null ? 'Max-Age=0' : `Max-Age=${MAX_AGE_S}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
  document.cookie = `${LOCATION_COOKIE}=${encodeURIComponent(value ?? '')}; Path=/; ${rest}; SameSite=Lax${secure}`;
}

/**
 * The location of the request a page is drawn for on the server (from its cookie; null: none).
 * Undefined in the browser, where the location store answers.
 */
export const PageLocationContext = createContext<StoredLocation | null | undefined>(undefined);
