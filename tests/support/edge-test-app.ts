/**
 * A bare Koa app for tests of one piece of the HTTP edge: every request on the DTC storefront with
 * a silent log, errors answered in the envelope. The test adds its middleware and routes, then
 * listens on a free local port.
 */
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import pino from 'pino';
import { errorEnvelope } from '../../api/http/errors';

export function edgeTestApp(): Koa {
  const app = new Koa();
  app.silent = true;
  app.use(async (ctx, next) => {
    ctx.state.site = 'DTC';
    ctx.state.log = pino({ level: 'silent' });
    await next();
  });
  app.use(errorEnvelope);
  return app;
}

/** `app` listening on a free local port: its base URL, and close(). */
export async function listening(app: Koa): Promise<{ base: string; close: () => Promise<void> }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
