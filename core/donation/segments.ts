/** Customer segments (§4, §5): which segment a shopper is in, read from the page by the widget. */
import type { Segment } from '../entities/donation';
import { VALUE_CATEGORY } from './constants';

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Arrays are equal when they have the same length and each item of one is in the other. */
function sameMembers(values: readonly unknown[], specified: readonly string[]): boolean {
  const texts = values.map(String);
  return texts.length === specified.length && texts.every((v) => specified.includes(v)) && specified.every((v) => texts.includes(v));
}

/** Does the page's value of the segment's property match it? 0 empty, 1 non-empty, else exact (§5). */
export function segmentValueMatches(segment: Pick<Segment, 'valueCategory' | 'specifiedValues'>, value: unknown): boolean {
  if (segment.valueCategory === VALUE_CATEGORY.empty) return isEmpty(value);
  if (segment.valueCategory === VALUE_CATEGORY.nonEmpty) return !isEmpty(value);
  if (Array.isArray(value)) return sameMembers(value, segment.specifiedValues);
  return !isEmpty(value) && segment.specifiedValues.includes(String(value));
}

/**
 * The shopper's segment: the first active segment, by priorityIndex, whose property's value
 * (`readValue` reads it from the window, the data layer or the script's URL) matches; null if none.
 */
export function matchSegment<S extends Segment>(segments: readonly S[], readValue: (segment: S) => unknown): S | null {
  const ordered = segments.filter((s) => s.isActive).sort((a, b) => a.priorityIndex - b.priorityIndex);
  return ordered.find((segment) => segmentValueMatches(segment, readValue(segment))) ?? null;
}

/** An excluded segment hides the widget and gives no donation. */
export function isExcluded(segment: Pick<Segment, 'excludeSegment'> | null | undefined): boolean {
  return segment?.excludeSegment === true;
}
