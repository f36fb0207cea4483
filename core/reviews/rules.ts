/**
 * The review provider's rules, shared by the API (which decides) and the reviews script (which
 * checks a draft before sending it): what a review may hold, how its text is made plain, how a
 * product's ratings sum up and how the rating is said in words.
 */

export const MIN_RATING = 1;
export const MAX_RATING = 5;

/** Character limits of a review's fields, after the text is made plain. */
export const REVIEW_LIMITS = {
  title: { min: 3, max: 120 },
  text: { min: 20, max: 2000 },
  nickname: { min: 2, max: 40 },
} as const;

export type ReviewTextField = keyof typeof REVIEW_LIMITS;

/** How a product's list may be sorted: newest first, or by rating (highest or lowest first). */
export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest',
  highest: 'Highest rating',
  lowest: 'Lowest rating',
};

export const REVIEW_PAGE_SIZE = 5;
export const MAX_REVIEW_PAGE_SIZE = 20;
/** How many products one summary call may ask for (a page of the product list). */
export const MAX_SUMMARY_PRODUCTS = 100;

const ELEMENTS_WITH_CONTENT = /<(script|style|iframe|object|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const TAG = /<\/?[a-zA-Z!?][^<>]*>?/g;
/** control characters (Unicode Cc) other than tab and newline */
const CONTROL = /[^\P{Cc}\t\n]/gu;

/**
 * A shopper's text as plain text: markup is removed with the content of elements that are never
 * text (scripts, styles), control characters dropped, runs of spaces folded and lines kept. Only
 * this is stored, and the script draws it as text, so nothing a shopper writes is ever markup.
 */
export function toPlainText(value: string): string {
  return value
    .replace(ELEMENTS_WITH_CONTENT, ' ')
    .replace(TAG, ' ')
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, '')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A review as a shopper writes it. */
export interface ReviewDraft {
  rating: number;
  title: string;
  text: string;
  nickname: string;
}

export interface CheckedReview {
  /** the draft with its texts made plain */
  values: ReviewDraft;
  /** field → what is wrong with it; empty when the review may be stored */
  errors: Partial<Record<keyof ReviewDraft, string>>;
}

const FIELD_NAMES: Record<ReviewTextField, string> = { title: 'Title', text: 'Review', nickname: 'Nickname' };

/** Checks a draft after making its texts plain (the same rule on the page and on the server). */
export function checkReview(draft: ReviewDraft): CheckedReview {
  const values: ReviewDraft = {
    rating: draft.rating,
    title: toPlainText(draft.title).replace(/\n+/g, ' '),
    text: toPlainText(draft.text),
    nickname: toPlainText(draft.nickname).replace(/\n+/g, ' '),
  };
  const errors: CheckedReview['errors'] = {};
  if (!Number.isInteger(values.rating) || values.rating < MIN_RATING || values.rating > MAX_RATING) {
    errors.rating = `Choose a rating from ${MIN_RATING} to ${MAX_RATING} stars.`;
  }
  for (const field of Object.keys(REVIEW_LIMITS) as ReviewTextField[]) {
    const { min, max } = REVIEW_LIMITS[field];
    const length = values[field].length;
    if (length === 0) errors[field] = `${FIELD_NAMES[field]} is required.`;
    else if (length < min) errors[field] = `${FIELD_NAMES[field]} must be at least ${min} characters.`;
    else if (length > max) errors[field] = `${FIELD_NAMES[field]} must be at most ${max} characters.`;
  }
  return { values, errors };
}

/** The mean of `ratings` to one decimal; null when there are none. */
export function averageRating(ratings: readonly number[]): number | null {
  if (ratings.length === 0) return null;
  return roundRating(ratings.reduce((sum, r) => sum + r, 0) / ratings.length);
}

/** A mean rating to one decimal (4.25 → 4.3). */
export const roundRating = (mean: number) => Math.round(mean * 10) / 10;

/** The rating in words, as a screen reader says it: '4.3 out of 5'. */
export function ratingLabel(rating: number): string {
  return `${Number.isInteger(rating) ? rating : rating.toFixed(1)} out of ${MAX_RATING}`;
}

/** '12 reviews', '1 review', 'No reviews yet'. */
export function reviewCountLabel(count: number): string {
  if (count === 0) return 'No reviews yet';
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** Why a shopper may not write a review, as the API and the script say it. */
export const WRITE_REFUSALS = {
  signIn: 'Sign in to write a review. Shoppers who bought this product can review it.',
  notBuyer: 'Only shoppers who bought this product can review it.',
  alreadyReviewed: 'You have already reviewed this product. Each shopper can write one review per product.',
} as const;
export type WriteRefusal = keyof typeof WRITE_REFUSALS;

/** The 429 message: how long until the next review is taken. */
export function tooManyReviews(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds < 90 ? `${retryAfterSeconds} seconds` : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return `You have written several reviews in a short time. Please wait ${wait} before writing another.`;
}
