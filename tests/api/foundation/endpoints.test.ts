/**
 * mount(): the contract's `idempotent` flag puts the app's Idempotency-Key middleware in front of
 * an endpoint, and every handler gets one request scope built from the Koa context.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import Koa from 'koa';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../../core/contract/define';
import type { Transact } from '../../../api/db/transact';
import { endpointRouters, mount } from '../../../api/http/endpoints';
import { errorEnvelope } from '../../../api/http/errors';
import { jsonBody } from '../../../api/http/json-body';
import type { RequestScope } from '../../../api/request-scope';

const output = z.object({
  data: z.object({ site: z.string(), customerId: z.string().nullable(), transact: z.string(), keyed: z.boolean() }),
});
const write = endpoint({ path: '/api/test/write', methods: ['POST'], input: z.object({}), output, idempotent: true });
const read = endpoint({ path: '/api/test/read', methods: ['POST'], input: z.object({}), output });

const plain: Transact = (work) => work(undefined as never, () => {}, true);
const keyedTransact: Transact = (work) => work(undefined as never, () => {}, true);

describe('mount', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = new Koa();
    app.silent = true;
    app.use(async (ctx, next) => {
      ctx.state.site = 'HPSF';
      ctx.state.log = pino({ level: 'silent' });
      ctx.state.customer = ctx.get('x-customer') ? { id: ctx.get('x-customer'), email: 'a@b.c', sessionId: 's', via: 'bearer' } : null;
      await next();
    });
    app.use(errorEnvelope);
    app.use(jsonBody({ limit: '100kb' }));
    // stands for the Idempotency-Key middleware: it hands the handler its keyed transaction
    const idempotency: Koa.Middleware = async (ctx, next) => {
      ctx.state.transact = keyedTransact;
      await next();
    };
    const kit = { idempotency: { 'claim-first': idempotency, 'with-the-write': idempotency }, transact: plain };
    const { router, mount: mountHere } = endpointRouters(kit)();
    const answer = (scope: RequestScope) => ({
      data: {
        site: scope.site,
        customerId: scope.customerId,
        transact: scope.transact === plain ? 'plain' : 'keyed',
        keyed: scope.transact === keyedTransact,
      },
    });
    mountHere(write, (_input, scope) => answer(scope));
    mountHere(read, (_input, scope) => answer(scope));
    app.use(router.routes());
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = async (path: string, headers: Record<string, string> = {}) =>
    (await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' })).json();

  it('runs the idempotency middleware in front of an endpoint the contract marks idempotent, and only there', async () => {
    expect(await post(write.path)).toEqual({ data: { site: 'HPSF', customerId: null, transact: 'keyed', keyed: true } });
    expect(await post(read.path)).toEqual({ data: { site: 'HPSF', customerId: null, transact: 'plain', keyed: false } });
  });

  it('gives the handler the signed-in customer of the request in its scope', async () => {
    expect(await post(read.path, { 'x-customer': 'cust-1' })).toMatchObject({ data: { customerId: 'cust-1' } });
  });

  it('refuses to mount an idempotent endpoint without the app kit (its writes would not be exactly once)', () => {
    expect(() => mount(new Router(), write, () => ({ data: { site: '', customerId: null, transact: '', keyed: false } }))).toThrow(
      /idempotent/,
    );
  });
});
