import type { Context } from 'koa';

/**
 * Adds a field to the Vary header. The common cases (no Vary yet, or exactly what this app's own
 * middleware set) take no parsing; anything else goes through Koa's full `vary`.
 */
export function appendVary(ctx: Context, field: string): void {
  const current = ctx.res.getHeader('Vary');
  if (current === undefined) ctx.res.setHeader('Vary', field);
  else if (current === 'Host') ctx.res.setHeader('Vary', `Host, ${field}`);
  else ctx.vary(field);
}
