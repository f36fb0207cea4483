import Router from '@koa/router';
import { health } from '../../../core/contract/health';
import type { AppDeps } from '../../app';
import { mount } from '../../http/endpoints';

/** GET /api/health: 200 when the database answers, 503 otherwise; reports the build served. */
export function healthRoutes({ database, buildInfo }: AppDeps): Router {
  const router = new Router();
  mount(router, health, async (_input, ctx) => {
    const database_ = await database.ping().then(
      () => 'ok' as const,
      () => 'unreachable' as const,
    );
    if (database_ !== 'ok') ctx.status = 503;
    const { buildId } = await buildInfo();
    return { status: database_ === 'ok' ? 'ok' : 'degraded', database: database_, buildId, site: ctx.state.site };
  });
  return router;
}
