/**
 * The shopper's home zip, stored as 'zip::HOME' (staff feeding: 'zip::clinic', §3) in the IndexedDB
 * record 'location' (docs/architecture.md §6). The record is loaded before the first render (loadStoredLocation,
 * from main.tsx), so the first paint already shows the shopper's zip.
 */
import { useContext } from 'react';
import { create } from 'zustand';
import { PageLocationContext, readLocationCookie, writeLocationCookie } from './location-cookie';
import { DEFAULT_ZIP } from '../../../core/constants';
import type { StockDestination } from '../../../core/entities/catalogue';
import { destinationOf, formatLocation, type LocationType, parseLocation, type StoredLocation } from '../../../core/stock';
import { useSiteCode } from '../../app/site';
import { deleteRecord, readRecord, writeRecord } from '../../lib/local-db';
import { loadStoredLocationSchema } from '../../lib/lazy-schemas';

/** IndexedDB record of the stored location. */
export const LOCATION_RECORD = 'location';
/** Where earlier versions kept it (localStorage); moved into IndexedDB once, then removed. */
export const LEGACY_LOCATION_STORAGE_KEY = 'shop.location';

interface LocationState {
  stored: StoredLocation | null;
  /** Remembers a zip the caller has already validated. */
  setZip: (zip: string, type: LocationType) => void;
  /** Reads the stored value again (another tab changed it). */
  reload: () => Promise<void>;
  /** Forgets the stored zip: the default stands in again. Resolves once the record is gone. */
  forget: () => Promise<void>;
}

// Counts changes, so a load that finishes after the shopper chose a zip does not bring back an older one.
let changes = 0;

// The first state is the cookie's: what the server drew the page with (a page it hydrates).
export const useLocationStore = create<LocationState>((set) => ({
  stored: readLocationCookie(),
  setZip: (zip, type) => {
    const value = formatLocation(zip, type);
    changes++;
    set({ stored: parseLocation(value) });
    writeLocationCookie(value);
    void writeRecord(LOCATION_RECORD, value); // on a refused write it still lives for this visit
  },
  reload: () => loadStoredLocation(),
  forget: () => {
    changes++;
    set({ stored: null });
    writeLocationCookie(null);
    return deleteRecord(LOCATION_RECORD);
  },
}));

async function readStoredLocation(): Promise<StoredLocation | null> {
  const stored = await readRecord(LOCATION_RECORD, loadStoredLocationSchema);
  if (stored !== undefined) return parseLocation(stored);
  return migrateLegacyLocation();
}

/** A zip kept in localStorage by an earlier version moves into IndexedDB (once). */
async function migrateLegacyLocation(): Promise<StoredLocation | null> {
  let legacy: string | null = null;
  try {
    legacy = globalThis.localStorage?.getItem(LEGACY_LOCATION_STORAGE_KEY) ?? null;
  } catch {
    return null; // storage refused (private mode)
  }
  const parsed = parseLocation(legacy);
  if (parsed && (await writeRecord(LOCATION_RECORD, legacy))) localStorage.removeItem(LEGACY_LOCATION_STORAGE_KEY);
  return parsed;
}

/** Loads the stored location before the first render (main.tsx); never fails. */
export async function loadStoredLocation(): Promise<void> {
  const changesBefore = changes;
  const stored = await readStoredLocation().catch(() => null);
  if (changes !== changesBefore) return;
  useLocationStore.setState({ stored });
  // IndexedDB is the record: the cookie follows it (a zip stored before the cookie existed)
  writeLocationCookie(stored ? formatLocation(stored.zip, stored.type) : null);
}

/** What drives stock and delivery: the zip, how it is stored and the stock destination. */
export interface ShopperLocation {
  zip: string;
  type: LocationType;
  destination: StockDestination;
  /** false while the default zip stands in for one the shopper never gave */
  chosen: boolean;
  /** the city of the zip when known; the stored form carries none, so pages show the zip */
  city?: string;
}

/** The shopper's location for this storefront: their stored zip, else the default 80011. */
export function useShopperLocation(): ShopperLocation {
  const site = useSiteCode();
  const fromStore = useLocationStore((state) => state.stored);
  const fromPage = useContext(PageLocationContext);
  const stored = fromPage === undefined ? fromStore : fromPage;
  const type: LocationType = site === 'HPSF' ? 'clinic' : 'HOME';
  if (stored) return { zip: stored.zip, type: stored.type, destination: destinationOf(stored), chosen: true };
  return { zip: DEFAULT_ZIP, type, destination: destinationOf({ zip: DEFAULT_ZIP, type }), chosen: false };
}
