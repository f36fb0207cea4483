import { z } from 'zod';
import { filterSchema } from '../entities/catalogue';
import { PAGE_KINDS } from './page-kind';
import { type BreadcrumbState, INITIAL_BREADCRUMB_STATE } from './state';

// The schemas live apart from the state and the page kinds: those are on every page's startup path,
// and a schema beside them would bring zod (25 kB gzipped) into the first visit's JavaScript. Only a
// stored record that is read back needs these.

/** zod schema of a page kind. */
export const pageKindSchema = z.enum(PAGE_KINDS);
/** zod schema of one breadcrumb: its label and link. */
export const crumbSchema = z.object({ label: z.string(), href: z.string() });

/** zod schema of the breadcrumb state (§4), checked whenever it is read back from storage. */
export const breadcrumbStateSchema: z.ZodType<BreadcrumbState> = z.object({
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

/** State read back from storage; a missing or broken record gives the initial state, never a throw. */
export function restoreBreadcrumbState(raw: unknown): BreadcrumbState {
  const parsed = breadcrumbStateSchema.safeParse(raw);
  return parsed.success ? parsed.data : INITIAL_BREADCRUMB_STATE;
}
