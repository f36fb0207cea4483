import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  url: string;
  connections?: number;
  seconds?: number;
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  /** builds each request in turn (for bodies and headers that differ per request) */
  setupRequest?: (request: autocannon.Request) => autocannon.Request;
}

/** Runs autocannon against one URL and returns throughput and tail latency. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? 50,
    duration: options.seconds ?? 8,
    method: options.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    ...(options.setupRequest ? { requests: [{ setupRequest: (request) => options.setupRequest!(request) }] } : {}),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/**
 * Runs measurements in alternating rounds (a, b, c, a, b, c, …) after a short warm-up of each, so a
 * change in the machine's speed during the run (other processes on the same cores, a busier host)
 * falls on every figure alike. `measure(seconds)` runs one round; gives back each one's rounds.
 */
export async function alternate<T>(
  measures: ((seconds: number) => Promise<T>)[],
  options: { rounds: number; seconds: number; warmupSeconds: number },
): Promise<T[][]> {
  for (const measure of measures) await measure(options.warmupSeconds);
  const runs: T[][] = measures.map(() => []);
  for (let round = 0; round < options.rounds; round++) {
    for (const [i, measure] of measures.entries()) runs[i].push(await measure(options.seconds));
  }
  return runs;
}

/** How rounds combine: throughput is the mean over the rounds, p99 the worst round's, errors summed. */
export const sumOf = <T>(rounds: T[], figure: (round: T) => number) => rounds.reduce((sum, round) => sum + figure(round), 0);
export const meanOf = <T>(rounds: T[], figure: (round: T) => number) => Math.round(sumOf(rounds, figure) / rounds.length);
export const worstOf = <T>(rounds: T[], figure: (round: T) => number) => Math.max(...rounds.map(figure));

export function combineRounds(results: LoadResult[]): LoadResult {
  return {
    requestsPerSecond: meanOf(results, (r) => r.requestsPerSecond),
    p99Ms: worstOf(results, (r) => r.p99Ms),
    errors: sumOf(results, (r) => r.errors),
    non2xx: sumOf(results, (r) => r.non2xx),
  };
}

/** autocannon on `targets` in alternating rounds (see alternate), each target's rounds combined. */
export async function loadAlternating(
  targets: LoadOptions[],
  options: { rounds: number; seconds: number; warmupSeconds: number },
): Promise<LoadResult[]> {
  const runs = await alternate(
    targets.map((target) => (seconds: number) => load({ ...target, seconds })),
    options,
  );
  return runs.map(combineRounds);
}

/** Formats one benchmark line: the figure, its baseline of the same run and their ratio. */
export function compareLine(name: string, measured: LoadResult, baseline: LoadResult): string {
  const ratio = measured.requestsPerSecond / baseline.requestsPerSecond;
  return (
    `${name}: ${measured.requestsPerSecond} req/s, p99 ${measured.p99Ms} ms (errors ${measured.errors}, non-2xx ${measured.non2xx})` +
    ` | bare Koa ${baseline.requestsPerSecond} req/s, p99 ${baseline.p99Ms} ms | ratio ${(ratio * 100).toFixed(1)}%`
  );
}
