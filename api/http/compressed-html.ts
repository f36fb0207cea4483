/**
 * HTML pages sent compressed. A page drawn on the server is some 200 kB of HTML (its answers as
 * JSON included), about 30 kB compressed: on a phone's slow link that is a second of the first
 * visit. A page the render cache keeps (api/http/rendered-pages.ts) is put together and
 * compressed once, then sent as the same bytes to every visitor who asks for it.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'koa';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The encodings of one page; compressed off the event loop (zlib's thread pool). */
export interface EncodedHtml {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/** Brotli at quality 5 and gzip at 6: nearly the smallest files for a fraction of the top levels' time. */
export async function encodeHtml(html: string): Promise<EncodedHtml> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipped(identity, { level: 6 }),
  ]);
  return { identity, gzip: gz, br };
}

/** Sends `encoded` in the encoding the browser prefers among those it accepts. */
export function sendHtml(ctx: Context, encoded: EncodedHtml): void {
  ctx.vary('Accept-Encoding');
  ctx.type = 'text/html; charset=utf-8';
  const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
  if (encoding === 'br' || encoding === 'gzip') {
    ctx.set('Content-Encoding', encoding);
    ctx.body = encoded[encoding];
    return;
  }
  ctx.body = encoded.identity;
}
