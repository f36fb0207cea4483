import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import type { Logger } from 'pino';
import { SITE_CODES, type SiteCode } from '../core/constants';
import { listenerFor } from './http/site';

export interface RunningServer {
  /** actual port of each storefront's listener (differs from config when it asked for 0) */
  ports: Record<SiteCode, number>;
  /** Stops accepting, lets in-flight requests finish (up to the timeout), then resolves. */
  close(): Promise<void>;
}

function listen(server: Server, port: number, host?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

/** Starts one listener per storefront on the same app; requests carry the listener's site. */
export async function startServer(
  app: Koa,
  options: { ports: Record<SiteCode, number>; host?: string; shutdownTimeoutMs: number; logger: Logger },
): Promise<RunningServer> {
  const handler = app.callback();
  const servers = new Map<SiteCode, Server>();
  const ports = {} as Record<SiteCode, number>;
  for (const site of SITE_CODES) {
    const server = createServer(listenerFor(site, handler));
    server.keepAliveTimeout = 5000;
    servers.set(site, server);
    ports[site] = await listen(server, options.ports[site], options.host);
  }

  async function close(): Promise<void> {
    const closing = [...servers.values()].map(
      (server) =>
        new Promise<void>((resolve) => {
          // Keep-alive sockets would hold close() open: close each one as soon as its request ends.
          const sweep = setInterval(() => server.closeIdleConnections(), 50);
          server.close(() => {
            clearInterval(sweep);
            resolve();
          });
          server.closeIdleConnections();
        }),
    );
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(resolve, options.shutdownTimeoutMs, 'timeout').unref());
    if ((await Promise.race([Promise.all(closing), timeout])) === 'timeout') {
      options.logger.warn('shutdown timeout reached; closing remaining connections');
      for (const server of servers.values()) server.closeAllConnections();
    }
  }
  return { ports, close };
}
