/**
 * The check of a restored query cache, answer by answer (docs/architecture.md §6: everything read back is parsed
 * with its zod schema; a broken or stale record is dropped, never a broken start). One bad answer
 * costs only itself: the others are still shown at once, it is fetched again when a page needs it.
 */
import type { PersistedClient } from '@tanstack/react-query-persist-client';

/** Anything that checks a value as a zod schema does. */
interface AnswerCheck {
  safeParse(value: unknown): { success: boolean };
}

/** The check of the answer stored under a query key; undefined for keys nobody vouches for. */
export type AnswerSchemaLookup = (key: readonly unknown[]) => AnswerCheck | undefined;

/**
 * `stored` with only the queries whose answer passes its schema. The answers kept are the stored
 * ones, unstripped: they are exactly what the query functions returned (raw server JSON).
 * Mutations are dropped: the app queues nothing through TanStack (the cart has its own outbox),
 * so a stored mutation can only be foreign or stale, and it would have no function to run.
 */
export function keepCheckedAnswers(stored: PersistedClient, schemaOf: AnswerSchemaLookup): PersistedClient {
  const { queries } = stored.clientState;
  const kept = queries.filter((query) => {
    if (query.state.status !== 'success') return false;
    return schemaOf(query.queryKey)?.safeParse(query.state.data).success === true;
  });
  if (kept.length < queries.length) {
    console.warn(`Dropped ${queries.length - kept.length} stored query answer(s) that no longer match their schema`);
  }
  return { ...stored, clientState: { ...stored.clientState, queries: kept, mutations: [] } };
}
