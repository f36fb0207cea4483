import type { LoadResult } from './load';
import { loadAlternating } from './load';

/** Goal of server rendering: a page's HTML at ≥ 50 % of the throughput of the JSON read of the same data. */
export const SSR_GOALS = { minRatio: 0.5 };

/** The first page of /products as its page asks for it (web/lib/api.ts's GET form). */
const LISTING_READ = '/api/cms/v1.0/get-filtered-products?sort=featured&page=1&limit=24';

const ratioLine = (name: string, html: LoadResult, json: LoadResult) => {
  const ratio = html.requestsPerSecond / json.requestsPerSecond;
  return (
    `${name}: HTML ${html.requestsPerSecond} req/s, p99 ${html.p99Ms} ms (non-2xx ${html.non2xx})` +
    ` | JSON ${json.requestsPerSecond} req/s, p99 ${json.p99Ms} ms | ratio ${(ratio * 100).toFixed(1)}%`
  );
};

/** A product of the first listing page, whose HTML and JSON read the bench asks for. */
async function aProductHandle(shop: number): Promise<string> {
  const answer = await fetch(`http://127.0.0.1:${shop}${LISTING_READ}`);
  const { data } = (await answer.json()) as { data: { products: { handle: string }[] } };
  return data.products[0].handle;
}

/**
 * Pages drawn on the server at 50 connections, each next to the JSON read of the same data in the
 * same run (alternating rounds): /products against its listing read, a product page against
 * get-product-by-handle. As a browser asks: gzip.
 */
export async function benchSsr({ shop }: { shop: number }): Promise<{ ok: boolean; lines: string[] }> {
  const handle = await aProductHandle(shop);
  const url = (path: string) => `http://127.0.0.1:${shop}${path}`;
  const html = { accept: 'text/html', 'accept-encoding': 'gzip' };
  const json = { accept: 'application/json', 'accept-encoding': 'gzip' };
  const [listingHtml, listingJson, productHtml, productJson] = await loadAlternating(
    [
      { url: url('/products'), headers: html },
      { url: url(LISTING_READ), headers: json },
      { url: url(`/products/${handle}`), headers: html },
      { url: url(`/api/cms/v1.0/get-product-by-handle?handle=${encodeURIComponent(handle)}`), headers: json },
    ],
    { rounds: 3, seconds: 5, warmupSeconds: 1 },
  );
  const ratios = [
    listingHtml.requestsPerSecond / listingJson.requestsPerSecond,
    productHtml.requestsPerSecond / productJson.requestsPerSecond,
  ];
  const ok = ratios.every((ratio) => ratio >= SSR_GOALS.minRatio) && listingHtml.non2xx + productHtml.non2xx === 0;
  return {
    ok,
    lines: [
      ratioLine('/products drawn on the server (50 conn, gzip)', listingHtml, listingJson),
      ratioLine('a product page drawn on the server (50 conn, gzip)', productHtml, productJson),
      `  goal: HTML ≥ ${SSR_GOALS.minRatio * 100}% of the JSON read on both → ${ok ? 'met' : 'NOT met'}`,
    ],
  };
}
