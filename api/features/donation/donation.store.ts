/**
 * The donation provider's data (SQL only): stores and their segments, causes, product settings,
 * tracking records and click-stream events. Rows become the §3 shapes here.
 */
import { and, asc, count, eq, ilike, inArray, like, type SQL, sql } from 'drizzle-orm';
import { categoryName } from '../../../core/donation';
import type { Cause, DonationStore, ProductDonationSetting, Segment } from '../../../core/entities/donation';
import type { Db } from '../../db/client';
import {
  donationCauses,
  donationClickEvents,
  donationProductSettings,
  donationSegments,
  donationStores,
  donationTrackings,
} from '../../db/schema';

type CauseRow = typeof donationCauses.$inferSelect;
export type TrackingRow = typeof donationTrackings.$inferSelect;
export type NewClickEvent = typeof donationClickEvents.$inferInsert;

/** A cause row as §3 shows it. */
export function causeOf(row: CauseRow): Cause {
  const { kind: _kind, isActive: _active, isDefault, categoryId, ...rest } = row;
  return { ...rest, categoryId, categoryName: categoryName(categoryId), default: isDefault };
}

/** Charity search filters (all optional but paging). */
export interface CharityQuery {
  q?: string;
  zip?: string;
  city?: string;
  state?: string;
  categoryId?: number;
  skip: number;
  take: number;
}

/** LIKE pattern text with its wildcards taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function charityFilter(query: CharityQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(donationCauses.kind, 'charity'), eq(donationCauses.isActive, true)];
  if (query.q) where.push(ilike(donationCauses.name, `%${literal(query.q)}%`));
  if (query.zip) where.push(like(donationCauses.zip, `${literal(query.zip)}%`));
  if (query.city) where.push(sql`lower(${donationCauses.city}) = lower(${query.city})`);
  if (query.state) where.push(eq(donationCauses.state, query.state));
  if (query.categoryId !== undefined) where.push(eq(donationCauses.categoryId, query.categoryId));
  return and(...where);
}

/** Stores, segments, causes and product settings: what the reads of §7 need. */
function providerData(db: Db) {
  return {
    /** The store of `id` with its segments (by priority), or null. */
    async store(id: string): Promise<DonationStore | null> {
      const [row] = await db.select().from(donationStores).where(eq(donationStores.id, id));
      if (!row) return null;
      const segments = await db
        .select()
        .from(donationSegments)
        .where(eq(donationSegments.storeId, id))
        .orderBy(asc(donationSegments.priorityIndex), asc(donationSegments.id));
      const asSegment = ({ storeId: _store, ...segment }: typeof donationSegments.$inferSelect) => segment as Segment;
      return { id: row.id, name: row.name, isActive: row.isActive, ...row.settings, segments: segments.map(asSegment) };
    },

    /** Active causes of these ids (charities or portfolios), in no particular order. */
    async causes(ids: readonly string[]): Promise<Cause[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(donationCauses)
        .where(and(inArray(donationCauses.id, [...ids]), eq(donationCauses.isActive, true)));
      return rows.map(causeOf);
    },

    /** The kind of an active cause, or null. */
    async kindOf(id: string): Promise<'charity' | 'portfolio' | null> {
      const [row] = await db
        .select({ kind: donationCauses.kind })
        .from(donationCauses)
        .where(and(eq(donationCauses.id, id), eq(donationCauses.isActive, true)));
      return (row?.kind as 'charity' | 'portfolio' | undefined) ?? null;
    },

    /** A page of active charities by name, and how many match. */
    async searchCharities(query: CharityQuery): Promise<{ charities: Cause[]; total: number }> {
      const where = charityFilter(query);
      const rows = await db
        .select()
        .from(donationCauses)
        .where(where)
        .orderBy(asc(donationCauses.name), asc(donationCauses.id))
        .offset(query.skip)
        .limit(query.take);
      const [{ total }] = await db.select({ total: count() }).from(donationCauses).where(where);
      return { charities: rows.map(causeOf), total };
    },

    /** The donation settings of these catalogue ids in a store. */
    async productSettings(storeId: string, cmsIds: readonly string[]): Promise<ProductDonationSetting[]> {
      if (cmsIds.length === 0) return [];
      const rows = await db
        .select()
        .from(donationProductSettings)
        .where(and(eq(donationProductSettings.storeId, storeId), inArray(donationProductSettings.cmsId, [...cmsIds])));
      return rows.map((row) => ({ ...row, donationType: row.donationType === 1 ? 1 : 0 }));
    },
  };
}

/** Tracking records and click-stream events. */
function trackingData(db: Db) {
  return {
    /** A tracking record of the store, or null (another store's record is not found either). */
    async tracking(storeId: string, id: string): Promise<TrackingRow | null> {
      const [row] = await db
        .select()
        .from(donationTrackings)
        .where(and(eq(donationTrackings.id, id), eq(donationTrackings.storeId, storeId)));
      return row ?? null;
    },

    async insertTracking(tx: Db, row: typeof donationTrackings.$inferInsert): Promise<TrackingRow> {
      const [inserted] = await tx.insert(donationTrackings).values(row).returning();
      return inserted;
    },

    /** Changes a store's tracking record; null when there is none of that id. */
    async updateTracking(
      tx: Db,
      storeId: string,
      id: string,
      set: Partial<Pick<TrackingRow, 'causeId' | 'causeName' | 'confirmationTotalCents' | 'confirmationCauses'>> & {
        integration?: { type: string; info: unknown };
      },
    ): Promise<TrackingRow | null> {
      const { integration, ...columns } = set;
      // one integration type's info replaces its earlier one, the others stay
      const merged = integration && sql`jsonb_build_object(${integration.type}::text, ${JSON.stringify(integration.info)}::jsonb)`;
      const integrations = merged ? { integrations: sql`${donationTrackings.integrations} || ${merged}` } : {};
      const [row] = await tx
        .update(donationTrackings)
        .set({ ...columns, ...integrations, updatedAt: sql`now()` })
        .where(and(eq(donationTrackings.id, id), eq(donationTrackings.storeId, storeId)))
        .returning();
      return row ?? null;
    },

    async insertEvent(tx: Db, event: NewClickEvent): Promise<void> {
      await tx.insert(donationClickEvents).values(event);
    },
  };
}
export function createDonationStore(db: Db) {
  return { ...providerData(db), ...trackingData(db) };
}
export type DonationDataStore = ReturnType<typeof createDonationStore>;
