/**
 * The catalogue snapshot kept in IndexedDB (record 'catalogue-snapshot', docs/architecture.md §6): every
 * listable product and filter group of this storefront, plus the serviceable zip ranges of each
 * stock destination, so lists, filters, search, product pages and stock answer with no network.
 * A small companion record ('catalogue-snapshot-meta': ETag, version, size) is what each start
 * reads to revalidate, so the few hundred products are only read and checked when needed offline.
 */
import { deleteRecord, readRecord, writeRecord } from '../../../lib/local-db';
import type { CatalogueSnapshotMeta, CatalogueSnapshotRecord } from './snapshot-schemas';
import { loadSnapshotSchemas } from '../../../lib/lazy-schemas';

export type { CatalogueSnapshotMeta, CatalogueSnapshotRecord };

export const CATALOGUE_SNAPSHOT_RECORD = 'catalogue-snapshot';
export const CATALOGUE_SNAPSHOT_META_RECORD = 'catalogue-snapshot-meta';
/** Bumped when the records' shape changes: older records are then dropped, never misread. */
export const SNAPSHOT_FORMAT = 1;

export type NewSnapshotRecord = Omit<CatalogueSnapshotRecord, 'format'>;

// The parsed record stays in memory once read: offline answers must not re-read (and re-check)
// a few hundred products from IndexedDB for every list the shopper opens.
let loaded: Promise<CatalogueSnapshotRecord | null> | undefined;

/** The stored snapshot (checked with its schema; a broken one is dropped), or null. */
export function loadCatalogueSnapshot(): Promise<CatalogueSnapshotRecord | null> {
  loaded ??= readRecord(CATALOGUE_SNAPSHOT_RECORD, () => loadSnapshotSchemas().then((m) => m.catalogueSnapshotRecordSchema)).then(
    async (record) => {
      // Without the snapshot its ETag must go too, or the next start would be told "unchanged".
      if (!record) await deleteRecord(CATALOGUE_SNAPSHOT_META_RECORD);
      return record ?? null;
    },
    () => null,
  );
  return loaded;
}

/** What the last saved snapshot was (ETag, version, size, zip ranges), without its products. */
export async function loadCatalogueSnapshotMeta(): Promise<CatalogueSnapshotMeta | null> {
  return (await readRecord(CATALOGUE_SNAPSHOT_META_RECORD, () => loadSnapshotSchemas().then((m) => m.catalogueSnapshotMetaSchema))) ?? null;
}

/** Stores a new snapshot and answers from it at once; false when the device refused to store it. */
export async function saveCatalogueSnapshot(snapshot: NewSnapshotRecord): Promise<boolean> {
  const record: CatalogueSnapshotRecord = { format: SNAPSHOT_FORMAT, ...snapshot };
  loaded = Promise.resolve(record);
  if (!(await writeRecord(CATALOGUE_SNAPSHOT_RECORD, record))) return false;
  const { products: _products, filterGroups: _groups, noResults: _noResults, ...meta } = record;
  return writeRecord(CATALOGUE_SNAPSHOT_META_RECORD, meta);
}

/** Forgets the memory copy (tests; the next read goes to IndexedDB again). */
export function forgetLoadedSnapshot(): void {
  loaded = undefined;
}
