/**
 * Loads the review provider's script (REVIEWS_SCRIPT_URL: the shop's /reviews/widget.js by
 * default) once per page, as a plain <script>: it is a third party's code, so it comes in only when
 * the page is about to show reviews, which happens only after functional consent. A failed load
 * (offline with nothing cached, the provider down) is forgotten, so a later try loads afresh.
 */

/** What the script puts on window (widgets/reviews/main.ts). */
export interface ReviewsWidgetApi {
  mount(element: HTMLElement, options: { productId: string; apiBase?: string }): { destroy(): void };
}

declare global {
  interface Window {
    VitalisReviews?: ReviewsWidgetApi;
  }
}

const loads = new Map<string, Promise<ReviewsWidgetApi>>();

export function loadReviewsScript(url: string): Promise<ReviewsWidgetApi> {
  const known = loads.get(url);
  if (known) return known;
  const load = new Promise<ReviewsWidgetApi>((resolve, reject) => {
    if (window.VitalisReviews) return resolve(window.VitalisReviews);
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.reviewsScript = '';
    script.addEventListener('load', () => {
      if (window.VitalisReviews) resolve(window.VitalisReviews);
      else reject(new Error('The reviews script loaded but did not start'));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error('The reviews script could not be loaded'));
    });
    document.head.append(script);
  });
  load.catch(() => loads.delete(url));
  loads.set(url, load);
  return load;
}
