import Koa from 'koa';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../../api/server';

describe('graceful shutdown', () => {
  it('finishes a request that is in flight, then refuses new connections', async () => {
    const app = new Koa();
    app.use(async (ctx) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      ctx.body = { done: true };
    });
    const server = await startServer(app, {
      ports: { DTC: 0, HPSF: 0 },
      host: '127.0.0.1',
      shutdownTimeoutMs: 5000,
      logger: pino({ level: 'silent' }),
    });
    const url = `http://127.0.0.1:${server.ports.DTC}/slow`;
    const inFlight = fetch(url).then((r) => r.json());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = server.close();
    expect(await inFlight).toEqual({ done: true });
    await closed;
    await expect(fetch(url)).rejects.toThrow();
  });

  it('closes connections still open when the timeout passes', async () => {
    const app = new Koa();
    app.use(async (ctx) => {
      await new Promise((resolve) => setTimeout(resolve, 5000));
      ctx.body = 'late';
    });
    const server = await startServer(app, {
      ports: { DTC: 0, HPSF: 0 },
      host: '127.0.0.1',
      shutdownTimeoutMs: 200,
      logger: pino({ level: 'silent' }),
    });
    const inFlight = fetch(`http://127.0.0.1:${server.ports.DTC}/`).catch((err) => err);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await inFlight).toBeInstanceOf(Error);
  });
});
