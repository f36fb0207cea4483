/**
 * The review provider's script, as a third party would ship it: one self-contained file served
 * at /reviews/widget.js (built by scripts/vite/reviews-widget.ts). A page that loaded it calls
 * `window.VitalisReviews.mount(element, { productId, apiBase })`; the widget then draws the
 * product's average and count, the sorted, paged list and the write form, styled with the
 * page's CSS variables. `apiBase` is where the provider's API answers ('' for the page's origin).
 */
import { ReviewsCallError, reviewsClient } from './client';
import { h } from './dom';
import { writeArea } from './form';
import { reviewsList } from './list';
import { ensureStyles } from './styles';

export interface MountOptions {
  productId: string;
  apiBase?: string;
}

export interface MountedReviews {
  /** removes everything the widget drew */
  destroy(): void;
}

function mount(element: HTMLElement, options: MountOptions): MountedReviews {
  ensureStyles(document);
  const client = reviewsClient(options.apiBase ?? '');
  const root = h('div', { class: 'vr' });
  const problem = h('p', { class: 'vr-problem', role: 'alert', hidden: true });
  const showProblem = (error: unknown) => {
    problem.hidden = false;
    problem.textContent =
      error instanceof ReviewsCallError && error.status !== 0
        ? error.message
        : 'Reviews cannot be loaded right now. Check your connection and try again.';
  };
  const list = reviewsList(client, options.productId, showProblem);
  root.append(problem, list.element);
  element.replaceChildren(root);
  void writeArea(client, options.productId, (review) => list.addWritten(review)).then((area) => root.append(area));
  return { destroy: () => root.remove() };
}

/** The script's one global, as the page that loads it finds it. */
export interface VitalisReviews {
  version: string;
  mount: typeof mount;
}

(window as unknown as { VitalisReviews: VitalisReviews }).VitalisReviews = { version: '1.0.0', mount };
