import type { IncomingMessage, RequestListener } from 'node:http';
import type { Context, Next } from 'koa';
import type { SiteCode } from '../../core/constants';

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
  return async (ctx: Context, next: Next) => {
    const host = (ctx.get('Host') || '').toLowerCase();
    const hostname = host.replace(/:\d+$/, '');
    ctx.state.site = siteHosts[host] ?? siteHosts[hostname] ?? (ctx.req as TaggedRequest)[LISTENER_SITE] ?? defaultSite;
    ctx.vary('Host');
    await next();
  };
}
