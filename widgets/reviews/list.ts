/**
 * The reviews list: the product's average (stars with the rating in words) and count, a sort
 * control, one page of reviews and the pager. Changing the sort or the page moves focus to the
 * list, so keyboard and screen-reader users land on what changed.
 */
import { ratingLabel, roundRating, REVIEW_SORT_LABELS, REVIEW_SORTS, type ReviewSort, reviewCountLabel } from '../../core/reviews';
import type { ReviewPage, ReviewsClient, WrittenReview } from './client';
import { h, stars, uniqueId } from './dom';

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

function reviewItem(review: WrittenReview): HTMLLIElement {
  const paragraphs = review.text.split(/\n+/).map((line) => h('p', { class: 'vr-review__text' }, line));
  return h(
    'li',
    { class: 'vr-review' },
    h(
      'article',
      {},
      h('h3', { class: 'vr-review__title' }, review.title),
      stars(review.rating, `Rated ${ratingLabel(review.rating)}`),
      h(
        'p',
        { class: 'vr-review__meta' },
        h('span', { class: 'vr-review__author' }, review.nickname),
        ' · ',
        h('time', { datetime: review.createdAt }, DATE.format(new Date(review.createdAt))),
        review.verifiedBuyer && ' · ',
        review.verifiedBuyer && h('span', { class: 'vr-review__verified' }, 'Verified buyer'),
      ),
      ...paragraphs,
    ),
  );
}

type Summary = ReviewPage['summary'];

/**
 * The page and summary with the reviews this shopper wrote here counted in (reads may be served
 * from the worker's cache until it refreshes): shown first on the newest-first page one.
 */
function withWritten(current: ReviewPage, written: readonly WrittenReview[], showFirst: boolean) {
  const extra = written.filter((w) => !current.reviews.some((r) => r.id === w.id));
  const { count, average } = current.summary;
  const total = (average ?? 0) * count + extra.reduce((sum, w) => sum + w.rating, 0);
  const summary: Summary = {
    ...current.summary,
    count: count + extra.length,
    average: count + extra.length ? roundRating(total / (count + extra.length)) : null,
  };
  return { summary, page: showFirst ? [...extra, ...current.reviews] : current.reviews };
}

/** The summary line: stars, the average and the count. */
function summaryOf(summary: Summary): HTMLElement {
  if (summary.average === null) return h('p', { class: 'vr-summary' }, 'No reviews yet. Be the first to share how your pet liked it.');
  return h(
    'p',
    { class: 'vr-summary' },
    stars(summary.average, ratingLabel(summary.average)),
    h('span', { class: 'vr-summary__average', 'aria-hidden': 'true' }, summary.average.toFixed(1)),
    h('span', { class: 'vr-summary__count' }, reviewCountLabel(summary.count)),
  );
}

export interface ReviewsList {
  element: HTMLElement;
  /** shows a review the shopper just wrote at the top, and counts it (reads may come from a cache for a while) */
  addWritten(review: WrittenReview): void;
}

/** The list part of the widget; `onError` shows a failed load. */
export function reviewsList(client: ReviewsClient, productId: string, onError: (error: unknown) => void): ReviewsList {
  const element = h('div', { class: 'vr-list-area' });
  let sort: ReviewSort = 'newest';
  let page = 1;
  let current: ReviewPage | undefined;
  let written: WrittenReview[] = [];

  const sortId = uniqueId('sort');
  const select = h('select', { id: sortId, class: 'vr-select' });
  for (const key of REVIEW_SORTS) select.append(h('option', { value: key }, REVIEW_SORT_LABELS[key]));
  select.addEventListener('change', () => {
    sort = select.value as ReviewSort;
    page = 1;
    void load(true);
  });
  const controls = h('div', { class: 'vr-controls' }, h('label', { for: sortId }, 'Sort reviews by'), select);
  const summary = h('div', {});
  const list = h('ol', { class: 'vr-list', 'aria-label': 'Reviews of this product', tabindex: '-1' });
  const pager = h('nav', { class: 'vr-pager', 'aria-label': 'Review pages' });
  element.append(summary, controls, list, pager);

  function draw(focusList: boolean) {
    if (!current) return;
    const { page: shownPage, summary: counted } = withWritten(current, written, sort === 'newest' && page === 1);
    summary.replaceChildren(summaryOf(counted));
    controls.hidden = counted.count === 0;
    list.replaceChildren(...shownPage.map(reviewItem));
    list.hidden = shownPage.length === 0;
    pager.replaceChildren();
    if (current.totalPages > 1) {
      const button = (label: string, to: number, disabled: boolean) => {
        const b = h('button', { type: 'button', class: 'vr-button vr-button--quiet', disabled }, label);
        b.addEventListener('click', () => {
          page = to;
          void load(true);
        });
        return b;
      };
      pager.append(
        button('Previous page', page - 1, page <= 1),
        h('span', { class: 'vr-pager__status' }, `Page ${page} of ${current.totalPages}`),
        button('Next page', page + 1, page >= current.totalPages),
      );
    }
    if (focusList) list.focus();
  }

  async function load(focusList: boolean) {
    try {
      current = await client.page({ productId, sort, page });
      draw(focusList);
    } catch (error) {
      onError(error);
    }
  }

  void load(false);
  return {
    element,
    addWritten(review) {
      written = [review, ...written];
      sort = 'newest';
      select.value = 'newest';
      page = 1;
      draw(false);
    },
  };
}
