/** What the browser benches visit, and the builds they compare. */

/** One build of the web app, served by a bench server of its own. */
export interface BuildUnderTest {
  /** how the figures name it: the build directory's name, or the one given with --build label=dir */
  label: string;
  /** port of the shop serving this build */
  shop: number;
}

/** Ports of the first bench server (the API benches use it) and every build the browser benches compare. */
export interface BenchServers {
  shop: number;
  bare: number;
  builds: BuildUnderTest[];
}

/** A product page of the seeded catalogue: the first product of the listing. */
export async function someProductPath(origin: string): Promise<string> {
  const answer = (await (
    await fetch(`${origin}/api/cms/v1.0/get-filtered-products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 1, page: 1 }),
    })
  ).json()) as { data: { products: { handle: string }[] } };
  const handle = answer.data.products[0]?.handle;
  if (!handle) throw new Error('The seeded catalogue lists no product');
  return `/products/${handle}`;
}

/**
 * The pages a first visit lands on most: home, the listing, a product, the cart. BENCH_PAGES
 * (names, comma-separated: `/,/cart` or `product page`) keeps some of them, for a shorter run.
 */
export async function firstVisitPages(origin: string): Promise<{ name: string; path: string }[]> {
  const pages = [
    { name: '/', path: '/' },
    { name: '/products', path: '/products' },
    { name: 'product page', path: await someProductPath(origin) },
    { name: '/cart', path: '/cart' },
  ];
  const kept = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
  return kept ? pages.filter((page) => kept.includes(page.name)) : pages;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The builds in the order one run visits them: each run starts one further along (A B C, B C A,
 * C A B, …), so being visited first or last in a run, right after another build's visit or
 * not, falls on every build alike.
 */
export function buildOrder<T>(builds: T[], run: number): [number, T][] {
  return builds.map((_, i) => {
    const index = (i + run) % builds.length;
    return [index, builds[index]];
  });
}
