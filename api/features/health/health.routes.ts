import Router from '@koa/router';
import { health } from '../../../core/contract/health';
import type { AppDeps } from '../../app';
import { mount } from '../../http/endpoints';

/** GET /api/health: 200 when the database answers, 503 otherwise; reports the build served. */
export function healthRoutes({ database, buildInfo }: AppDeps): Router {
  const router = new Router();
  mount(router, health, async (_input, ctx) => {
    const reachable = await database.ping().then(
      () => true,
      () => false,
    );
    if (!reachable) ctx.status = 503;
    const { buildId } = await buildInfo();
    return {
      status: reachable ? 'ok' : 'degraded',
      database: reachable ? 'ok' : 'unreachable',
      buildId,
      site: ctx.state.site,
    } as const;
  });
  return router;
}
