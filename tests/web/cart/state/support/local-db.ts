import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { resetLocalDbForTests } from '../../../../../web/lib/local-db';

/** A new, empty IndexedDB for the next test (the module's cached connection is forgotten). */
export function freshLocalDb(): void {
  globalThis.indexedDB = new IDBFactory();
  resetLocalDbForTests();
}
