/**
 * The zod schemas of the offline catalogue: the stored records (snapshot-record.ts) and the answers
 * they are saved from (snapshot-sync.ts). Both load this module (and zod with it) only when there
 * is a stored record or a downloaded answer to check, so the sync's start on a first visit, with
 * nothing stored, loads no zod (the first-visit JavaScript budget). Import it statically only from tests.
 */
import { z } from 'zod';
import { getStockObject } from '../../../../core/contract/stock';
import { filterGroupSchema, productSchema, siteCodeSchema, zipRangeSchema } from '../../../../core/entities/catalogue';
import { noResultsContentSchema } from '../../../../core/entities/merchandising';
import { SNAPSHOT_FORMAT } from './snapshot-record';

export const catalogueSnapshotMetaSchema = z.object({
  format: z.literal(SNAPSHOT_FORMAT),
  site: siteCodeSchema,
  /** the server's ETag of the snapshot, sent back as If-None-Match on the next start */
  etag: z.string().nullable(),
  version: z.string(),
  savedAt: z.number(),
  /** size of the snapshot's JSON, the progress estimate of the next download */
  bytes: z.number().int().nonnegative(),
  /** serviceable zip ranges per stock destination, as get-stock-object answered them */
  zipRanges: z.object({ HOME: z.array(zipRangeSchema).optional(), CLINIC: z.array(zipRangeSchema).optional() }),
});
export type CatalogueSnapshotMeta = z.infer<typeof catalogueSnapshotMetaSchema>;

export const catalogueSnapshotRecordSchema = catalogueSnapshotMetaSchema.extend({
  products: z.array(productSchema),
  filterGroups: z.array(filterGroupSchema),
  /** the content service's no-results content (absent from snapshots saved before it was sent) */
  noResults: noResultsContentSchema.optional(),
});
export type CatalogueSnapshotRecord = z.infer<typeof catalogueSnapshotRecordSchema>;

/** The snapshot's answer with its products left unchecked: they are checked a slice at a time. */
export const snapshotEnvelopeSchema = z.object({
  data: z.object({
    products: z.array(z.unknown()),
    filterGroups: z.array(filterGroupSchema),
    noResults: noResultsContentSchema.optional(),
    version: z.string(),
  }),
});
/** A slice of the snapshot's products. */
export const snapshotProductsSchema = z.array(productSchema);
/** get-stock-object's answer (its serviceable zips). */
export const stockObjectAnswerSchema = getStockObject.output;
