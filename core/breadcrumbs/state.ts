import { z } from 'zod';
import { filterSchema } from '../entities/catalogue';
import { crumbSchema } from './crumb';
import { pageKindSchema } from './page-kind';

/** zod schema of the breadcrumb state (§4), checked whenever it is read back from storage. */
export const breadcrumbStateSchema = z.object({
  previousKind: pageKindSchema.nullable(),
  currentKind: pageKindSchema.nullable(),
  /** last search query (SRP) */
  searchQuery: z.string(),
  /** filters of the last product list, restored when a breadcrumb leads back to it */
  listFilters: z.array(filterSchema),
  /** set by a breadcrumb click, consumed by the next navigation */
  clicked: z.boolean(),
  trail: z.array(crumbSchema),
  /** id of the last product detail page */
  lastPdpId: z.string().nullable(),
});
/** Breadcrumb state (§4). */
export type BreadcrumbState = z.infer<typeof breadcrumbStateSchema>;

/** State before any navigation. */
export const INITIAL_BREADCRUMB_STATE: BreadcrumbState = Object.freeze({
  previousKind: null,
  currentKind: null,
  searchQuery: '',
  listFilters: [],
  clicked: false,
  trail: [],
  lastPdpId: null,
}) as BreadcrumbState;

/** State read back from storage; a missing or broken record gives the initial state, never a throw. */
export function restoreBreadcrumbState(raw: unknown): BreadcrumbState {
  const parsed = breadcrumbStateSchema.safeParse(raw);
  return parsed.success ? parsed.data : INITIAL_BREADCRUMB_STATE;
}
