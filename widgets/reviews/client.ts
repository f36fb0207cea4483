/**
 * The script's calls to the review provider, typed by the contract's zod-free references. The
 * script is a page of its own kind (loaded from the provider's URL), so it carries its own small
 * fetch rather than the shop's client; the shop's session cookie goes with it on the same origin.
 */
import { fillPath, type RefInput, type RefOutput } from '../../core/contract/define';
import { toQueryString } from '../../core/contract/query-string';
import type { EndpointRef } from '../../core/contract/define';
import { getWriteEligibility, listReviews, writeReview } from '../../core/contract/reviews-refs';

export type ReviewPage = RefOutput<typeof listReviews>;
export type WriteEligibility = RefOutput<typeof getWriteEligibility>;
export type WrittenReview = RefOutput<typeof writeReview>;

/** A refused or failed call: status 0 when the provider could not be reached (offline). */
export class ReviewsCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

async function call<R extends EndpointRef>(apiBase: string, ref: R, input: RefInput<R>): Promise<RefOutput<R>> {
  const { path, rest } = fillPath(ref.path, input as Record<string, unknown>);
  const isRead = ref.method === 'GET';
  let response: Response;
  try {
    response = await fetch(`${apiBase}${path}${isRead ? toQueryString(rest) : ''}`, {
      method: ref.method,
      credentials: 'same-origin',
      headers: isRead ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: isRead ? undefined : JSON.stringify(rest),
    });
  } catch {
    throw new ReviewsCallError(0, 'Reviews cannot be reached right now. Check your connection and try again.');
  }
  const json = await response.json().catch(() => undefined);
  if (response.ok) return json as RefOutput<R>;
  const error = (json as { error?: { message?: string; fields?: Record<string, string> } } | undefined)?.error;
  throw new ReviewsCallError(response.status, error?.message ?? 'Something went wrong. Please try again.', error?.fields);
}

export function reviewsClient(apiBase: string) {
  return {
    page: (input: RefInput<typeof listReviews>) => call(apiBase, listReviews, input),
    eligibility: (productId: string) => call(apiBase, getWriteEligibility, { productId }),
    write: (input: RefInput<typeof writeReview>) => call(apiBase, writeReview, input),
  };
}
export type ReviewsClient = ReturnType<typeof reviewsClient>;
