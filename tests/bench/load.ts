import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** Runs autocannon against one URL and returns throughput and tail latency. */
export async function load(options: {
  url: string;
  connections?: number;
  seconds?: number;
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
}): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? 50,
    duration: options.seconds ?? 8,
    method: options.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Formats one benchmark line: the figure, its baseline of the same run and their ratio. */
export function compareLine(name: string, measured: LoadResult, baseline: LoadResult): string {
  const ratio = measured.requestsPerSecond / baseline.requestsPerSecond;
  return `${name}: ${measured.requestsPerSecond} req/s, p99 ${measured.p99Ms} ms (errors ${measured.errors}, non-2xx ${measured.non2xx}) | bare Koa ${baseline.requestsPerSecond} req/s, p99 ${baseline.p99Ms} ms | ratio ${(ratio * 100).toFixed(1)}%`;
}
