/**
 * The shopper's home zip, stored as 'zip::HOME' (staff feeding: 'zip::clinic', §3). Kept in
 * localStorage for now behind this one module; the offline issue moves it to IndexedDB.
 */
import { create } from 'zustand';
import { DEFAULT_ZIP } from '../../../core/constants';
import type { StockDestination } from '../../../core/entities/catalogue';
import { destinationOf, formatLocation, type LocationType, parseLocation, type StoredLocation } from '../../../core/stock';
import { useSiteCode } from '../../app/site';

/** localStorage key of the stored location. */
export const LOCATION_STORAGE_KEY = 'shop.location';

function readStoredLocation(): StoredLocation | null {
  try {
    return parseLocation(globalThis.localStorage?.getItem(LOCATION_STORAGE_KEY));
  } catch {
    return null; // storage refused (private mode): the default zip still works
  }
}

interface LocationState {
  stored: StoredLocation | null;
  /** Remembers a zip the caller has already validated. */
  setZip: (zip: string, type: LocationType) => void;
  /** Reads the stored value again (another tab, or a test that changed storage). */
  reload: () => void;
}

export const useLocationStore = create<LocationState>((set) => ({
  stored: readStoredLocation(),
  setZip: (zip, type) => {
    const value = formatLocation(zip, type);
    try {
      localStorage.setItem(LOCATION_STORAGE_KEY, value);
    } catch {
      // kept in memory for this visit
    }
    set({ stored: parseLocation(value) });
  },
  reload: () => set({ stored: readStoredLocation() }),
}));

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
  const stored = useLocationStore((state) => state.stored);
  const type: LocationType = site === 'HPSF' ? 'clinic' : 'HOME';
  if (stored) return { zip: stored.zip, type: stored.type, destination: destinationOf(stored), chosen: true };
  return { zip: DEFAULT_ZIP, type, destination: destinationOf({ zip: DEFAULT_ZIP, type }), chosen: false };
}
