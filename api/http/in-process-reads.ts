/**
 * The shop's shared reads answered in the process, for pages rendered on the server: the web app's
 * API client (web/lib/api.ts) is given `fetchFor(ctx)` in place of the network, so a page drawn on
 * the server reads the very answers, through the very query keys, the browser would get over HTTP.
 *
 * Only reads the contract marks `cacheable` or `shared` are answered: they depend on the
 * storefront, the input and the data, never on who asks, so a page built from them may be shown to
 * anyone (the stock and delivery date of the zip its location cookie names included). Everything
 * else (the cart, the account) fails as a call that found no network would, and the browser asks
 * for it after the page has loaded.
 */
import type { Context } from 'koa';
import type { Endpoint } from '../../core/contract';
import type { Transact } from '../db/transact';
import { badRequest, DomainError } from '../errors';
import { type EndpointHandler, scopeOf } from './endpoints';
import { errorAnswer } from './errors';
import { fieldErrors, queryToInput } from './validate';

interface Read {
  endpoint: Endpoint;
  handler: EndpointHandler<Endpoint>;
  /** the path as a pattern: each `:param` segment captured under its name */
  pattern: RegExp;
}

export interface InProcessReads {
  /** Offers a mounted endpoint's handler; anything but a cacheable read is ignored. */
  add<E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>): void;
  /** A fetch that answers the page request `ctx`'s calls of shared reads from this process. */
  fetchFor(ctx: Context, transact: Transact): typeof fetch;
}

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z0-9_]+)/g, '(?<$1>[^/]+)')}$`);

/** The query of a URL as Koa gives it: a repeated key becomes a list. */
function queryOf(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length === 1 ? values[0] : values;
  }
  return query;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Not answered on the server: the call fails as offline would (fetch's TypeError). */
const notHere = (method: string, path: string) => new TypeError(`${method} ${path} is not answered while rendering on the server`);

export function inProcessReads(): InProcessReads {
  const reads: Read[] = [];

  function find(method: string, path: string): { read: Read; params: Record<string, string> } | null {
    for (const read of reads) {
      if (!read.endpoint.methods.includes(method as Endpoint['methods'][number])) continue;
      const match = read.pattern.exec(path);
      if (match)
        return { read, params: Object.fromEntries(Object.entries(match.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)])) };
    }
    return null;
  }

  function inputOf(read: Read, method: string, url: URL, body: unknown, params: Record<string, string>) {
    const raw = method === 'GET' ? queryToInput(queryOf(url.searchParams), read.endpoint.input) : JSON.parse(String(body ?? '{}'));
    const result = read.endpoint.input.safeParse({ ...raw, ...params });
    if (!result.success) throw badRequest(fieldErrors(result.error));
    return result.data;
  }

  return {
    add(endpoint, handler) {
      if (!endpoint.cacheable && !endpoint.shared) return;
      reads.push({ endpoint, handler: handler as unknown as EndpointHandler<Endpoint>, pattern: patternOf(endpoint.path) });
    },
    fetchFor(ctx, transact) {
      return async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), 'http://in-process.invalid');
        const method = (init?.method ?? 'GET').toUpperCase();
        const found = find(method, url.pathname);
        if (!found) throw notHere(method, url.pathname);
        try {
          const answer = await found.read.handler(inputOf(found.read, method, url, init?.body, found.params), scopeOf(ctx, transact), ctx);
          // as the browser would read it: JSON, nothing of the handler's objects shared with the page
          return json(200, answer);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          const { status, body } = errorAnswer(error);
          return json(status, body);
        }
      };
    },
  };
}
