import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../support/chromium';
import { type BenchServers, buildOrder, firstVisitPages, median } from './pages';

/**
 * First visits as a shopper on a mid-range phone makes them, measured without a trace: Lighthouse
 * (and any DevTools recording) stops to write down every timer and request with its stack, which
 * makes the page slower in ways a shopper's browser is not. Here the page is only watched through
 * PerformanceObserver, the API every browser offers to its own pages.
 */

/** Goals of a first visit, as ratios of the same run's floor. */
export const FIRST_VISIT_GOALS = { maxLcpToFloor: 1.5, maxCls: 0.05 };

/** Chromium's CPU slowdown: a mid-range phone, as Lighthouse's mobile profile. */
const CPU_SLOWDOWN = 4;
/**
 * DevTools' "Slow 4G" preset (the one Lighthouse's mobile profile also simulates): ~1.6 Mbps down,
 * ~0.75 Mbps up, each scaled by 0.9, and 150 ms of round trip scaled by 3.75 for request latency.
 */
export const SLOW_4G = {
  offline: false,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
  latency: 150 * 3.75,
};
const RUNS = Math.max(1, Number(process.env.BENCH_FV_RUNS ?? 5));
/** A visit is over when no request is open and no long task came for this long. */
const QUIET_MS = 2000;
/**
 * The longest a visit is watched after its load event, whatever still happens: long enough for the
 * last late paint seen here (the cart's recommendations, ~6 s after load), short enough that the
 * catalogue's offline copy, saved in the background after load, does not hold every visit open.
 */
const MAX_AFTER_LOAD_MS = 12_000;
const VIEWPORT = { width: 390, height: 844 };

/** Recorded inside the page from its first script on: LCP candidates, layout shifts and long tasks. */
const OBSERVE = `
  window.__firstVisit = { lcp: 0, shifts: [], longTasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__firstVisit.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.hadRecentInput) window.__firstVisit.shifts.push([entry.startTime, entry.value]);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__firstVisit.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
`;

interface Recorded {
  lcp: number;
  shifts: [number, number][];
  longTasks: number[];
}

export interface VisitFigures {
  lcpMs: number;
  cls: number;
  longTaskMs: number;
  longTasks: number;
}

/** CLS as browsers report it: the largest session of shifts (each under 1 s from the last, 5 s at most). */
export function cumulativeLayoutShift(shifts: [number, number][]): number {
  let worst = 0;
  let session = 0;
  let sessionStart = Number.NEGATIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const [time, value] of [...shifts].sort((a, b) => a[0] - b[0])) {
    if (time - last >= 1000 || time - sessionStart >= 5000) {
      session = 0;
      sessionStart = time;
    }
    session += value;
    last = time;
    worst = Math.max(worst, session);
  }
  return worst;
}

/** Waits until the page has no request open and has run no long task for QUIET_MS. */
async function settle(page: Page, openRequests: () => number): Promise<void> {
  const deadline = Date.now() + MAX_AFTER_LOAD_MS;
  let quietSince = Date.now();
  let longTasksSeen = -1;
  while (Date.now() < deadline) {
    await page.waitForTimeout(250);
    const longTasks = await page.evaluate(() => (window as unknown as { __firstVisit: Recorded }).__firstVisit.longTasks.length);
    if (openRequests() > 0 || longTasks !== longTasksSeen) quietSince = Date.now();
    longTasksSeen = longTasks;
    if (Date.now() - quietSince >= QUIET_MS) return;
  }
}

/**
 * One first visit in a fresh browser context: nothing cached, nothing stored. Service workers are
 * blocked: the network emulation is the page's, and requests a worker sent for it would go out
 * unthrottled (the worker's install is the offline bench's subject).
 */
async function visit(browser: Browser, url: string): Promise<VisitFigures> {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  try {
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    let open = 0;
    page.on('request', () => open++);
    page.on('requestfinished', () => open--);
    page.on('requestfailed', () => open--);
    await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
    await settle(page, () => open);
    const recorded = await page.evaluate(() => (window as unknown as { __firstVisit: Recorded }).__firstVisit);
    if (!(recorded.lcp > 0)) throw new Error(`${url}: no largest contentful paint was reported`);
    return {
      lcpMs: recorded.lcp,
      cls: cumulativeLayoutShift(recorded.shifts),
      longTaskMs: recorded.longTasks.reduce((sum, duration) => sum + duration, 0),
      longTasks: recorded.longTasks.length,
    };
  } finally {
    await context.close();
  }
}

/** Medians of several visits, each figure on its own (as Lighthouse's and web-vitals' reports do). */
function medians(visits: VisitFigures[]): VisitFigures {
  return {
    lcpMs: median(visits.map((v) => v.lcpMs)),
    cls: median(visits.map((v) => v.cls)),
    longTaskMs: median(visits.map((v) => v.longTaskMs)),
    longTasks: median(visits.map((v) => v.longTasks)),
  };
}

const ms = (value: number) => `${Math.round(value)} ms`;
const signed = (value: number) => `${value >= 0 ? '+' : '−'}${Math.round(Math.abs(value))} ms`;

function figuresLine(label: string, visits: VisitFigures[], reference?: { label: string; figures: VisitFigures }): string {
  const m = medians(visits);
  const runs = (pick: (v: VisitFigures) => number) => visits.map((v) => Math.round(pick(v))).join(', ');
  const lcp = `LCP ${ms(m.lcpMs)} [${runs((v) => v.lcpMs)}]`;
  const longTasks = `long tasks ${ms(m.longTaskMs)} in ${m.longTasks} [${runs((v) => v.longTaskMs)}]`;
  const delta = reference
    ? ` | vs ${reference.label}: LCP ${signed(m.lcpMs - reference.figures.lcpMs)},` +
      ` long tasks ${signed(m.longTaskMs - reference.figures.longTaskMs)}`
    : '';
  return `    ${label}: ${lcp}, CLS ${m.cls.toFixed(3)}, ${longTasks}${delta}`;
}

/**
 * The first visit of /, /products, a product page and /cart on every build given (one by default),
 * the builds taken in turn within each run, in a rotating order (see buildOrder), so the machine's
 * changing load falls on all alike. Beside them, the floor of this profile: a bare HTML page from
 * the bare Koa server.
 */
export async function benchFirstVisit(servers: BenchServers): Promise<{ ok: boolean; lines: string[] }> {
  const pages = await firstVisitPages(`http://127.0.0.1:${servers.builds[0].shop}`);
  const floorUrl = `http://127.0.0.1:${servers.bare}/first-visit-floor`;
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const floor: VisitFigures[] = [];
  const figures = pages.map(() => servers.builds.map((): VisitFigures[] => []));
  try {
    for (let run = 0; run < RUNS; run++) {
      floor.push(await visit(browser, floorUrl));
      for (const [p, page] of pages.entries()) {
        for (const [b, build] of buildOrder(servers.builds, run)) {
          figures[p][b].push(await visit(browser, `http://127.0.0.1:${build.shop}${page.path}`));
        }
      }
    }
  } finally {
    await browser.close();
  }
  const network = `Slow 4G (${SLOW_4G.latency} ms, ${((SLOW_4G.downloadThroughput * 8) / 1e6).toFixed(2)} Mbps down)`;
  const lines = [
    `first visit, no tracing: fresh context each, ${CPU_SLOWDOWN}x CPU slowdown, ${network}, median of ${RUNS} [each run]:`,
    figuresLine('floor: plain page with header, h1 and product picture, no script (bare Koa)', floor),
  ];
  const floorLcp = medians(floor).lcpMs;
  let ok = true;
  for (const [p, page] of pages.entries()) {
    lines.push(`  ${page.name} (${page.path})`);
    const reference = { label: servers.builds[0].label, figures: medians(figures[p][0]) };
    for (const [b, build] of servers.builds.entries()) {
      lines.push(figuresLine(build.label, figures[p][b], b > 0 ? reference : undefined));
    }
    // the goals are the last build's (the one being judged, after the reference)
    const judged = medians(figures[p][servers.builds.length - 1]);
    const met = judged.lcpMs <= FIRST_VISIT_GOALS.maxLcpToFloor * floorLcp && judged.cls <= FIRST_VISIT_GOALS.maxCls;
    ok &&= met;
    lines.push(`    LCP ${(judged.lcpMs / floorLcp).toFixed(2)}× the floor, CLS ${judged.cls.toFixed(3)} → ${met ? 'met' : 'NOT met'}`);
  }
  lines.push(`  goal: median LCP ≤ ${FIRST_VISIT_GOALS.maxLcpToFloor}× the floor and CLS ≤ ${FIRST_VISIT_GOALS.maxCls} on every page`);
  return { ok, lines };
}
