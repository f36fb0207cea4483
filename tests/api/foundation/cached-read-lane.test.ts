import Router from '@koa/router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../../core/contract/define';
import { mount } from '../../../api/http/endpoints';
import { jsonBody } from '../../../api/http/json-body';
import { createCachedReadLane, createResponseCache } from '../../../api/http/response-cache';
import { edgeTestApp, listening } from '../../support/edge-test-app';

/** A cacheable read, as the catalogue's are: POST with a JSON body or GET with a query string. */
const square = endpoint({
  path: '/api/test/square',
  methods: ['POST', 'GET'],
  input: z.object({ n: z.number().int().max(1000), pad: z.number().int().default(0) }),
  output: z.object({ data: z.object({ square: z.number(), filler: z.string() }) }),
  cacheable: true,
});

describe('cached read lane', () => {
  let close: (() => Promise<void>) | undefined;
  let base: string;
  let version = 'v1';
  /** how many requests reached the handler, and how many went past the lane (e.g. to sessions) */
  const seen = { handler: 0, pastLane: 0 };

  beforeAll(async () => {
    const app = edgeTestApp();
    const lane = createCachedReadLane();
    app.use(lane.middleware);
    app.use(jsonBody({ limit: '100kb' }));
    app.use(async (_ctx, next) => {
      seen.pastLane += 1; // stands for the session middleware and the routers in front of the catalogue
      await next();
    });
    const router = new Router();
    const reuse = { cache: createResponseCache(100), version: () => version, lane };
    mount(
      router,
      square,
      ({ n, pad }) => {
        seen.handler += 1;
        return { data: { square: n * n, filler: 'x'.repeat(pad) } };
      },
      reuse,
    );
    app.use(router.routes());
    const served = await listening(app);
    base = `${served.base}${square.path}`;
    close = served.close;
  });
  afterAll(() => close?.());
  beforeEach(() => {
    seen.handler = 0;
    seen.pastLane = 0;
    version = 'v1';
  });

  const post = (text: string, headers: Record<string, string> = {}) =>
    fetch(base, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: text });

  it('answers a repeated POST from the lane: same body and ETag, nothing behind the lane runs', async () => {
    const first = await post('{"n":3}');
    const firstBody = await first.json();
    expect(firstBody).toEqual({ data: { square: 9, filler: '' } });
    expect(seen).toEqual({ handler: 1, pastLane: 1 });
    const again = await post('{"n":3}');
    expect(await again.json()).toEqual(firstBody);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(seen).toEqual({ handler: 1, pastLane: 1 });
    // another text for the same input is another key: it goes the usual way, with the same answer
    expect(await (await post('{ "n": 3 }')).json()).toEqual(firstBody);
    expect(seen).toEqual({ handler: 2, pastLane: 2 });
  });

  it('answers 304 and gzip from the lane, and GETs by their query string', async () => {
    const made = await post('{"n":4,"pad":2000}');
    const etag = made.headers.get('etag')!;
    const notModified = await post('{"n":4,"pad":2000}', { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    const zipped = await fetch(base, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: '{"n":4,"pad":2000}',
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(seen).toEqual({ handler: 1, pastLane: 1 });
    expect((await fetch(`${base}?n=5`)).status).toBe(200);
    const byQuery = await fetch(`${base}?n=5`);
    expect(await byQuery.json()).toEqual({ data: { square: 25, filler: '' } });
    expect(seen).toEqual({ handler: 2, pastLane: 2 });
    expect((await zipped.json()).data.filler).toHaveLength(2000); // fetch unzipped it
  });

  it('misses when the data version changes', async () => {
    await post('{"n":6}');
    version = 'v2';
    await post('{"n":6}');
    expect(seen.handler).toBe(2);
  });

  it('never caches a refusal, and leaves other bodies to the usual parser', async () => {
    for (let i = 0; i < 2; i++) {
      const bad = await post('{"n":"six"}');
      expect(bad.status).toBe(400);
      expect(Object.keys((await bad.json()).error.fields)).toEqual(['n']);
    }
    expect((await post('{"n":')).status).toBe(400); // broken JSON: the parser's 400, through the envelope
    expect(seen.handler).toBe(0);
    // not JSON: the lane leaves it to the body parser, which refuses the type
    const form = await fetch(base, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'n=3' });
    expect(form.status).toBe(415);
    // a body above the lane's own limit goes to the body parser and is answered all the same
    const big = await post(JSON.stringify({ n: 7, pad: 1, note: 'y'.repeat(20_000) }));
    expect(big.status).toBe(200);
    expect(seen.handler).toBe(1);
  });
});
