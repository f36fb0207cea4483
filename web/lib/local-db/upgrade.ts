import type { IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import type { ShopDb } from './schema';

type UpgradeStep = (db: IDBPDatabase<ShopDb>, tx: IDBPTransaction<ShopDb, StoreNames<ShopDb>[], 'versionchange'>) => void;

/**
 * Step n brings the database from version n to n + 1. A browser that skipped versions runs every
 * step in between, in order, so each step only ever sees the shape the previous one left.
 */
export const UPGRADES: readonly UpgradeStep[] = [
  // 0 → 1: named records and the cart outbox
  (db) => {
    db.createObjectStore('records', { keyPath: 'key' });
    const outbox = db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
    outbox.createIndex('byStatus', 'status');
    outbox.createIndex('byKey', 'idempotencyKey', { unique: true });
  },
  // 1 → 2: analytics events and error reports made offline, waiting for the connection
  (db) => {
    const deferred = db.createObjectStore('deferred', { keyPath: 'seq', autoIncrement: true });
    deferred.createIndex('byKind', 'kind');
  },
];

/** Runs the steps from `oldVersion` up to `newVersion`. */
export function upgradeLocalDb(
  db: IDBPDatabase<ShopDb>,
  oldVersion: number,
  newVersion: number,
  tx: IDBPTransaction<ShopDb, StoreNames<ShopDb>[], 'versionchange'>,
): void {
  for (let version = oldVersion; version < newVersion; version++) UPGRADES[version]?.(db, tx);
}
