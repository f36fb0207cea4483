/**
 * Forgetting personal answers at logout (docs/architecture.md §6): a shared workstation's next user must find
 * nothing of the previous one, neither in memory nor in the persisted cache. The persister only
 * writes a second or two after a change, so the stored cache is rewritten here at once.
 */
import type { QueryClient } from '@tanstack/react-query';
import { activePersistence, forgetWhenRestored, writeStoredCopyNow } from './active-persistence';

/** Query-key prefixes of answers that belong to one customer. */
export const PER_CUSTOMER_QUERY_PREFIXES: readonly (readonly string[])[] = [['account'], ['checkout']];
/**
 * Every answer (the empty prefix matches every key). At sign-out the whole cache goes, not only
 * the account's answers: its keys alone tell the next person what the last one searched for, which
 * products were in their cart and where they have things delivered.
 */
export const ALL_QUERIES: readonly (readonly string[])[] = [[]];

/**
 * Drops the answers of every query under `prefixes` from `client` (default: the persisted one) and
 * writes the persisted cache without them right away. Resolves once the stored copy no longer holds
 * them. Before the stored cache has been restored, the restore drops them instead.
 *
 * A query the page on screen uses is emptied and asked again (as the visitor who is here now), not
 * removed: removing it would cancel its fetch under the page, which would then wait on it for good
 * (a page opened just as the shop said the last session was over stayed 'Loading…'). The refetch
 * is not awaited: offline it waits for the connection, and the wipe must not.
 */
export async function forgetQueries(prefixes: readonly (readonly string[])[], client?: QueryClient): Promise<void> {
  const active = activePersistence();
  const target = client ?? active?.client;
  for (const prefix of prefixes) {
    void target?.resetQueries({ queryKey: [...prefix], type: 'active' });
    target?.removeQueries({ queryKey: [...prefix], type: 'inactive' });
  }
  if (!active) {
    if (!client) forgetWhenRestored(prefixes);
    return;
  }
  if (client && client !== active.client) return;
  await writeStoredCopyNow(active);
}
