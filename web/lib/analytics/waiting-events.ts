/**
 * Data-layer events made offline, kept in the device's database until the page is online again
 * (web/lib/data-layer.ts decides when). Loaded only when there is something to keep or push.
 */
import type { DataLayerEntry } from '../data-layer';
import { deferItem, takeDeferred } from '../local-db/deferred';

/** Keeps one event; false when the device could not (it is then pushed at once rather than lost). */
export function keepEvent(entry: DataLayerEntry): Promise<boolean> {
  return deferItem('data-layer', entry);
}

const isEntry = (value: unknown): value is DataLayerEntry =>
  typeof value === 'object' && value !== null && typeof (value as { event?: unknown }).event === 'string';

/** Takes every waiting event (so no other tab or reload pushes them again) and pushes them in order. */
export async function pushWaiting(push: (entry: DataLayerEntry) => void): Promise<void> {
  for (const entry of await takeDeferred('data-layer')) if (isEntry(entry)) push(entry);
}
