/**
 * Saves the catalogue for offline use: after the first load the snapshot is downloaded in the
 * background (with progress) and stored in IndexedDB; on later starts it is revalidated with
 * If-None-Match, so an unchanged catalogue costs one 304.
 */
import type { SiteCode } from '../../../../core/constants';
import { getCatalogueSnapshot, getStockObject } from '../../../../core/contract/refs';
import type { Product, StockDestination } from '../../../../core/entities/catalogue';
import { fetchRaw } from '../../../lib/api';
import { type CatalogueSnapshotMeta, loadCatalogueSnapshotMeta, saveCatalogueSnapshot } from './snapshot-record';
import { setCatalogueSyncStatus } from './sync-status';
import { loadSnapshotSchemas } from '../../../lib/lazy-schemas';

export type CatalogueSyncResult = 'updated' | 'unchanged' | 'offline' | 'failed';

/** Share of the progress bar given to the download; checking and storing take the rest. */
const DOWNLOAD_SHARE = 0.8;
/** JSON shrinks about this much under gzip: the size estimate when only the compressed length is known. */
const GZIP_JSON_RATIO = 8;
/** Estimate of a first snapshot's size when the server says nothing about it. */
const UNKNOWN_SIZE_ESTIMATE = 1_500_000;
const DESTINATIONS: readonly StockDestination[] = ['HOME', 'CLINIC'];

/**
 * Brings the stored snapshot up to date with the server's and reports progress through the sync
 * status. Never throws: offline or failing, the app keeps answering from what it has.
 */
export async function syncCatalogueSnapshot(site: SiteCode, fetchImpl: typeof fetch = fetchRaw): Promise<CatalogueSyncResult> {
  const stored = await loadCatalogueSnapshotMeta();
  const usable = stored?.site === site ? stored : null;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    if (usable) setCatalogueSyncStatus({ phase: 'ready', fresh: false });
    return 'offline';
  }
  try {
    const response = await fetchImpl(getCatalogueSnapshot.path, {
      headers: usable?.etag ? { Accept: 'application/json', 'If-None-Match': usable.etag } : { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (response.status === 304 && usable) {
      setCatalogueSyncStatus({ phase: 'ready', fresh: false });
      return 'unchanged';
    }
    if (!response.ok) throw new Error(`Catalogue snapshot answered HTTP ${response.status}`);
    lastPercent = 0;
    setCatalogueSyncStatus({ phase: 'saving', percent: 0 });
    const text = await readWithProgress(response, expectedBytes(response, usable), (share) => reportPercent(share * DOWNLOAD_SHARE));
    const snapshot = await parseSnapshot(text);
    reportPercent(0.9);
    const saved = await saveCatalogueSnapshot({
      site,
      etag: response.headers.get('ETag'),
      version: snapshot.version,
      savedAt: Date.now(),
      bytes: text.length,
      products: snapshot.products,
      filterGroups: snapshot.filterGroups,
      noResults: snapshot.noResults,
      zipRanges: await fetchZipRanges(fetchImpl, usable?.zipRanges ?? {}),
    });
    setCatalogueSyncStatus(saved ? { phase: 'ready', fresh: true } : { phase: 'failed', reason: 'storage' });
    return saved ? 'updated' : 'failed';
  } catch (error) {
    console.warn('Could not save the catalogue for offline use', error);
    const offline = error instanceof TypeError; // fetch's way of saying the network failed
    setCatalogueSyncStatus(usable ? { phase: 'ready', fresh: false } : { phase: 'failed', reason: offline ? 'network' : 'other' });
    return 'failed';
  }
}

/** Products checked per slice: each slice is a short task, so the page stays responsive meanwhile. */
const PRODUCTS_PER_SLICE = 20;

/**
 * Checks the snapshot with the contract's schemas (as getCatalogueSnapshot.output would), a slice
 * of products at a time with a pause between slices: one check of a few hundred products would be
 * a long task right when the shopper starts using the page.
 */
async function parseSnapshot(text: string) {
  const json: unknown = JSON.parse(text);
  const { snapshotEnvelopeSchema, snapshotProductsSchema } = await loadSnapshotSchemas();
  const { data } = snapshotEnvelopeSchema.parse(json);
  const products: Product[] = [];
  for (let start = 0; start < data.products.length; start += PRODUCTS_PER_SLICE) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    products.push(...snapshotProductsSchema.parse(data.products.slice(start, start + PRODUCTS_PER_SLICE)));
  }
  return { ...data, products };
}

let lastPercent = -1;
function reportPercent(share: number): void {
  const percent = Math.max(0, Math.min(100, Math.floor(share * 100)));
  if (percent === lastPercent) return; // one render per visible step, not per network chunk
  lastPercent = percent;
  setCatalogueSyncStatus({ phase: 'saving', percent });
}

/** The snapshot's decoded size as well as we can tell before it arrives. */
function expectedBytes(response: Response, previous: CatalogueSnapshotMeta | null): number {
  const length = Number(response.headers.get('Content-Length'));
  const encoded = Boolean(response.headers.get('Content-Encoding'));
  if (length > 0 && !encoded) return length;
  if (previous?.bytes) return previous.bytes;
  return length > 0 ? length * GZIP_JSON_RATIO : UNKNOWN_SIZE_ESTIMATE;
}

async function readWithProgress(response: Response, expected: number, onProgress: (share: number) => void): Promise<string> {
  if (!response.body) return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    text += decoder.decode(value, { stream: true });
    onProgress(Math.min(0.99, received / expected));
  }
  return text + decoder.decode();
}

/** Serviceable zips of both destinations (stock offline needs them); a failed one keeps its older copy. */
async function fetchZipRanges(
  fetchImpl: typeof fetch,
  previous: CatalogueSnapshotMeta['zipRanges'],
): Promise<CatalogueSnapshotMeta['zipRanges']> {
  const entries = await Promise.all(
    DESTINATIONS.map(async (destination) => {
      try {
        const response = await fetchImpl(`${getStockObject.path}?destination=${destination}`, { headers: { Accept: 'application/json' } });
        if (!response.ok) return [destination, previous[destination]] as const;
        const json: unknown = await response.json();
        const { stockObjectAnswerSchema } = await loadSnapshotSchemas();
        return [destination, stockObjectAnswerSchema.parse(json).data.all_zips] as const;
      } catch {
        return [destination, previous[destination]] as const;
      }
    }),
  );
  return Object.fromEntries(entries.filter(([, ranges]) => ranges !== undefined));
}

let syncing = false;

/** Quiet time after the page's load before the sync starts: the first screen comes first. */
const START_DELAY_MS = 4000;

/**
 * Starts the background sync a few seconds after the page has loaded, when the browser is idle (so
 * it never competes with the first screen), and again whenever the connection comes back.
 */
export function startCatalogueSync(site: SiteCode): void {
  const run = () => {
    if (syncing) return; // one sync at a time; the next start or reconnect catches up
    syncing = true;
    void syncCatalogueSnapshot(site).finally(() => {
      syncing = false;
    });
  };
  const whenIdle = () =>
    setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 3000 });
      else run();
    }, START_DELAY_MS);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  window.addEventListener('online', run);
}
