import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelope } from '../../../api/http/errors';
import { jsonBody, MAX_JSON_DEPTH, parseByteLimit, parseStrictJson } from '../../../api/http/json-body';

describe('jsonBody', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    const app = new Koa();
    app.silent = true;
    app.use(errorEnvelope);
    app.use(jsonBody({ limit: '1kb' }));
    app.use((ctx) => {
      ctx.body = { body: ctx.request.body ?? null, raw: ctx.request.rawBody ?? null };
    });
    server = createServer(app.callback()).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const post = (body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    fetch(url, { method: 'POST', headers, body });

  it('parses a JSON object and keeps the raw text', async () => {
    const res = await post('{"a":[1,2]}');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ body: { a: [1, 2] }, raw: '{"a":[1,2]}' });
  });

  it('takes +json types and gzip-encoded bodies', async () => {
    const res = await post(new Uint8Array(gzipSync('{"b":true}')), {
      'content-type': 'application/vnd.api+json',
      'content-encoding': 'gzip',
    });
    expect((await res.json()).body).toEqual({ b: true });
  });

  it('refuses a write in any other content type, or a body with none, with 415; a bodiless write is {}', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const res = await post('a=1', { 'content-type': type });
      expect(res.status, type).toBe(415);
      expect((await res.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect((await post('{"a":1}', {})).status).toBe(415); // fetch sends text/plain for a string: drop it
    const bare = await fetch(url, { method: 'POST' });
    expect(bare.status).toBe(200);
    expect((await bare.json()).body).toEqual({});
    expect((await (await fetch(url)).json()).body).toBeNull();
  });

  it('refuses JSON nested deeper than the limit with 400 naming the body, and counts no brackets inside strings', async () => {
    const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
    const res = await post(deep(MAX_JSON_DEPTH + 1));
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ body: `must not nest deeper than ${MAX_JSON_DEPTH} levels` });
    expect((await post(deep(MAX_JSON_DEPTH))).status).toBe(200);
    expect((await post(JSON.stringify({ note: '[[[[{{{{'.repeat(20), quote: 'a \\" [' }))).status).toBe(200);
    const bomb = await post(deep(100_000).slice(0, 900));
    expect(bomb.status).toBe(400);
  });

  it('refuses invalid JSON, non-object JSON and prototype keys with 400', async () => {
    for (const text of [
      '{"a":',
      '"text"',
      '42',
      '{"__proto__":{"x":1}}',
      '{"a":{"constructor":{"prototype":{}}}}',
      '{"\\u005f_proto__":{}}',
    ]) {
      const res = await post(text);
      expect(res.status, text).toBe(400);
      expect((await res.json()).error.fields).toEqual({ body: 'must be valid JSON' });
    }
  });

  it('refuses bodies over the limit with 413 and unknown encodings with 415', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(2000) });
    expect((await post(big)).status).toBe(413);
    expect((await post(new Uint8Array(gzipSync(big)), { 'content-type': 'application/json', 'content-encoding': 'gzip' })).status).toBe(
      413,
    );
    expect((await post('{}', { 'content-type': 'application/json', 'content-encoding': 'compress' })).status).toBe(415);
  });

  it('reads limits and strict JSON as the body parser did', () => {
    expect(parseByteLimit('100kb')).toBe(102_400);
    expect(parseByteLimit('1mb')).toBe(1_048_576);
    expect(parseStrictJson('')).toEqual({});
    expect(parseStrictJson(' [1]')).toEqual([1]);
    expect(parseStrictJson('{"constructor":"fine"}')).toEqual({ constructor: 'fine' });
  });
});
