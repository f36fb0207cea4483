import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A built web app's folder with only what the server reads for a page: an index.html shaped as
 * Vite builds it (the storefront's meta tag, a title, the entry script and its preloads in the head,
 * the root with its loading frame) and an empty assets folder. Delete it after the suite.
 */
export async function fakeDist(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-dist-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(
    join(dir, 'index.html'),
    '<!doctype html><html><head><meta name="site-code" content="DTC"><title>Shop</title>' +
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/libraries-abc123.js"></head>' +
      '<body><div id="root"><div class="layout"><main>Loading…</main></div></div></body></html>',
  );
  return dir;
}
