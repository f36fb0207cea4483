/** Client error reports (SQL only): one row per report id, a second send of the same report is ignored. */
import type { Db } from '../../db/client';
import { type ClientErrorRow, clientErrors } from '../../db/schema';

export type NewClientError = Omit<ClientErrorRow, 'receivedAt'>;

export function createClientErrorStore(db: Db) {
  return {
    /** Stores a report; false when a report with its id was stored before. */
    async insert(report: NewClientError): Promise<boolean> {
      const stored = await db.insert(clientErrors).values(report).onConflictDoNothing().returning({ id: clientErrors.id });
      return stored.length > 0;
    },
  };
}
export type ClientErrorStore = ReturnType<typeof createClientErrorStore>;
