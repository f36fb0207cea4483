/**
 * Where a segment's property is read on the page (§3 frontEndSource): 0 a window property, 1 the
 * data layer (the latest entry that names it), 2 a parameter of the script's URL.
 */
import { FRONT_END_SOURCE } from '../../../../core/donation/constants';
import type { Segment } from '../../../../core/entities/donation';

export interface PageSources {
  window: Record<string, unknown>;
  dataLayer: readonly Record<string, unknown>[];
  /** the SDK script's URL (its query parameters) */
  scriptUrl: string;
}

/** The page as it is now. */
export function currentPageSources(scriptUrl: string): PageSources {
  const w = window as unknown as Record<string, unknown> & { dataLayer?: Record<string, unknown>[] };
  return { window: w, dataLayer: Array.isArray(w.dataLayer) ? w.dataLayer : [], scriptUrl };
}

/** The value of `segment`'s property in `sources` (undefined when absent). */
export function segmentValue(segment: Pick<Segment, 'frontEndSource' | 'frontEndPropertyName'>, sources: PageSources): unknown {
  const name = segment.frontEndPropertyName;
  if (segment.frontEndSource === FRONT_END_SOURCE.windowProperty) return sources.window[name];
  if (segment.frontEndSource === FRONT_END_SOURCE.dataLayer) {
    for (let i = sources.dataLayer.length - 1; i >= 0; i--) {
      const entry = sources.dataLayer[i];
      if (entry && typeof entry === 'object' && name in entry) return entry[name];
    }
    return undefined;
  }
  try {
    const params = new URL(sources.scriptUrl, 'http://page.invalid').searchParams;
    return params.has(name) ? (params.getAll(name).length > 1 ? params.getAll(name) : params.get(name)) : undefined;
  } catch {
    return undefined;
  }
}
