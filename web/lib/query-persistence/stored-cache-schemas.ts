/**
 * The zod schemas of the stored query cache: the IndexedDB record of the synchronous storage and
 * the outline of the persisted client inside it. idb-sync-storage.ts and query-persister.ts load
 * this module only when a stored cache is there to check, so a first visit (nothing stored) loads
 * no zod (the first-visit JavaScript budget). Import it statically only from tests.
 */
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { z } from 'zod';

/** The stored form of the synchronous storage's memory copy: its items (name and text, as Storage holds them). */
export const syncStorageRecordSchema = z.object({ items: z.array(z.object({ key: z.string(), value: z.string() })) });

// The outline of a persisted client; anything else (a cut-off write, another library's data)
// makes restore fail, and the persister then removes it: a broken cache is dropped, never used.
export const persistedClientSchema = z.object({
  timestamp: z.number(),
  buster: z.string(),
  clientState: z.object({
    queries: z.array(z.object({ queryHash: z.string(), queryKey: z.array(z.any()), state: z.object({}) })),
    mutations: z.array(z.object({})),
  }),
});

/** `stored` (parsed JSON) as a persisted client; throws on anything that is not one. */
export function checkPersistedClient(stored: unknown): PersistedClient {
  persistedClientSchema.parse(stored); // the check; the answers themselves are kept whole, unstripped
  return stored as PersistedClient;
}
