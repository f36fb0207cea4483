import type { IncomingMessage, RequestListener } from 'node:http';
import type { Context, Next } from 'koa';
import type { SiteCode } from '../../core/constants';
import { appendVary } from './vary';

const LISTENER_SITE = Symbol('listenerSite');
type TaggedRequest = IncomingMessage & { [LISTENER_SITE]?: SiteCode };

/** Wraps a request handler so every request arriving on this listener belongs to `site`. */
export function listenerFor(site: SiteCode, handler: RequestListener): RequestListener {
  return (req, res) => {
    (req as TaggedRequest)[LISTENER_SITE] = site;
    handler(req, res);
  };
}

/**
 * Decides the storefront of a request: a configured Host mapping first (for deployments behind
 * one port), then the listener it arrived on, then the default site code.
 */
export function resolveSite(siteHosts: Record<string, SiteCode>, defaultSite: SiteCode) {
  // a Map: a Host header such as 'constructor' must not find Object.prototype's members
  const hosts = new Map(Object.entries(siteHosts).map(([host, site]) => [host.toLowerCase(), site]));
  return (ctx: Context, next: Next): Promise<void> => {
    let site: SiteCode | undefined;
    if (hosts.size > 0) {
      const host = (ctx.req.headers.host ?? '').toLowerCase();
      site = hosts.get(host) ?? hosts.get(host.replace(/:\d+$/, ''));
    }
    ctx.state.site = site ?? (ctx.req as TaggedRequest)[LISTENER_SITE] ?? defaultSite;
    appendVary(ctx, 'Host');
    return next();
  };
}
