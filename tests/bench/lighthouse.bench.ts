import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS as CHROME_FLAGS, CHROMIUM_PATH as CHROME_PATH } from '../support/chromium';
import { type BenchServers, buildOrder, firstVisitPages } from './pages';

/**
 * Goals: Lighthouse mobile performance ≥ 90, and /products' gzipped JS no more than it was when
 * pages began to be drawn on the server (130 kB) + 15 %: the first paint no longer waits for it,
 * so bytes are no longer tuned for, only kept from growing unnoticed.
 */
export const LIGHTHOUSE_GOALS = { minScore: 90, maxProductsJsKb: 149.5 };

/** Chromium with a DevTools port of its own choosing, read from what it prints. */
async function launchChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const profile = await mkdtemp(join(tmpdir(), 'shop-bench-chromium-'));
  const chrome: ChildProcess = spawn(
    CHROME_PATH,
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Chromium printed no DevTools port within 30 s')), 30_000);
    chrome.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before its DevTools port was known`)));
    createInterface({ input: chrome.stderr! }).on('line', (line) => {
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
  return {
    port,
    close: async () => {
      const exited = new Promise((resolve) => chrome.once('exit', resolve));
      chrome.kill('SIGTERM');
      await exited;
      await rm(profile, { recursive: true, force: true });
    },
  };
}

interface PageFigures {
  score: number;
  /** scripts the page loaded: their gzip size (level 9, as our precompressed .gz) and what went over the wire */
  scripts: { url: string; gzipBytes: number; transferBytes: number }[];
  lcpMs: number;
  tbtMs: number;
}

/** One Lighthouse run (mobile profile: the default config's simulated Moto G Power on slow 4G). */
async function audit(url: string, port: number): Promise<PageFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  // BENCH_LHR_DIR=dir keeps each full report for a closer look (lighthouse-viewer or jq).
  if (process.env.BENCH_LHR_DIR) {
    await mkdir(process.env.BENCH_LHR_DIR, { recursive: true });
    await writeFile(join(process.env.BENCH_LHR_DIR, `${new URL(url).pathname.replace(/\W+/g, '_')}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const requests = (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const scriptUrls = requests
    .filter((r) => r.resourceType === 'Script' && typeof r.url === 'string' && (r.url as string).startsWith(new URL(url).origin))
    .map((r) => ({ url: r.url as string, transferBytes: Number(r.transferSize ?? 0) }));
  // The goal is in gzip bytes whatever encoding the browser negotiated (it takes brotli from us).
  const scripts = await Promise.all(
    scriptUrls.map(async (s) => {
      const body = Buffer.from(await (await fetch(s.url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
      return { ...s, gzipBytes: gzipSync(body, { level: 9 }).length };
    }),
  );
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    scripts,
    lcpMs: Math.round(Number(lhr.audits['largest-contentful-paint']?.numericValue ?? 0)),
    tbtMs: Math.round(Number(lhr.audits['total-blocking-time']?.numericValue ?? 0)),
  };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/**
 * Runs per page. One Lighthouse run moves by several points from one run to the next on the same
 * build (the simulated timings scale what this machine measured, and its load varies); Lighthouse's
 * own guidance is to take the median of several runs (3 by default here, BENCH_LH_RUNS to change).
 */
const RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));
/** The pages the goal is judged on (the catalogue's); the others are reported beside them. */
const GOAL_PAGES = new Set(['/products', 'product page']);

/** The run with the median score (its LCP and TBT printed with it). */
function medianRun<T extends { score: number }>(runs: T[]): T {
  return [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
}

/**
 * One audit in a Chromium of its own (a new profile), as the Lighthouse CLI runs it: a first visit,
 * with none of the other runs' cached files, service worker or stored answers.
 */
async function auditInFreshChromium(url: string): Promise<PageFigures> {
  for (let failures = 0; ; ) {
    const chrome = await launchChromium();
    try {
      return await audit(url, chrome.port);
    } catch (error) {
      // Lighthouse now and then loses its own trace (NO_NAVSTART): run again, but not for ever.
      if (++failures > 2) throw error;
      console.warn(`  (a Lighthouse run failed and is repeated: ${(error as Error).message})`);
    } finally {
      await chrome.close();
    }
  }
}

interface PageResult extends PageFigures {
  build: string;
  scores: number[];
}

/** The lines of one page on one build; the script list only for the first build (the builds differ little there). */
function resultLines(r: PageResult, withScripts: boolean): string[] {
  const gzip = r.scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
  const transfer = r.scripts.reduce((sum, s) => sum + s.transferBytes, 0);
  const score = `performance ${r.score}, median of ${r.scores.length} runs [${r.scores.join(', ')}] (LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms)`;
  const lines = [`    ${r.build}: ${score} | JS ${r.scripts.length} files, ${kb(gzip)} kB gzipped (${kb(transfer)} kB transferred)`];
  if (!withScripts) return lines;
  for (const s of r.scripts) {
    lines.push(`      ${new URL(s.url).pathname}: ${kb(s.gzipBytes)} kB gzip, ${kb(s.transferBytes)} kB transferred`);
  }
  // zod is the largest library a page can avoid (the server validates; pages are typed from the
  // contract): say when it came along, the usual reason for missing the JS goal.
  const zod = r.scripts.filter((s) => /\/zod-[^/]*\.js$/.test(new URL(s.url).pathname));
  if (zod.length) {
    const zodKb = kb(zod.reduce((sum, s) => sum + s.gzipBytes, 0));
    lines.push(
      `      zod loaded (${zodKb} kB gzip): a module on this page's path runs a zod schema;` +
        ' keep schemas out of boot paths (web/lib/local-db readRecord takes a schema loader)',
    );
  }
  return lines;
}

/**
 * Lighthouse's mobile audit of /, /products, a product page and /cart on every build given, the
 * builds taken in turn within each run, in a rotating order (see buildOrder), so the machine's
 * changing load falls on all alike.
 */
export async function benchLighthouse(servers: BenchServers): Promise<{ ok: boolean; lines: string[] }> {
  const pages = await firstVisitPages(`http://127.0.0.1:${servers.builds[0].shop}`);
  const runs = pages.map(() => servers.builds.map((): PageFigures[] => []));
  for (let run = 0; run < RUNS; run++) {
    for (const [p, page] of pages.entries()) {
      for (const [b, build] of buildOrder(servers.builds, run)) {
        runs[p][b].push(await auditInFreshChromium(`http://127.0.0.1:${build.shop}${page.path}`));
      }
    }
  }
  const lines: string[] = [];
  let ok = true;
  const productsGzip: string[] = [];
  for (const [p, page] of pages.entries()) {
    lines.push(`Lighthouse mobile ${page.name} (${page.path})${GOAL_PAGES.has(page.name) ? '' : ', reported only'}:`);
    for (const [b, build] of servers.builds.entries()) {
      const r: PageResult = { build: build.label, ...medianRun(runs[p][b]), scores: runs[p][b].map((run) => run.score) };
      const gzip = r.scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
      if (page.name === '/products') productsGzip.push(`${build.label} ${kb(gzip)} kB`);
      const jsGoal = page.name === '/products' ? gzip <= LIGHTHOUSE_GOALS.maxProductsJsKb * 1000 : true;
      if (GOAL_PAGES.has(page.name)) ok &&= r.score >= LIGHTHOUSE_GOALS.minScore && jsGoal;
      lines.push(...resultLines(r, b === 0));
    }
  }
  lines.push(
    `  goal: median performance ≥ ${LIGHTHOUSE_GOALS.minScore} on /products and the product page and /products JS ≤ ` +
      `${LIGHTHOUSE_GOALS.maxProductsJsKb} kB gzipped (kB = 1000 bytes, as Vite counts; 130 kB before server rendering, + 15 %)` +
      ` → ${ok ? 'met' : 'NOT met'} (/products JS ${productsGzip.join(', ') || 'not measured'})`,
  );
  return { ok, lines };
}
