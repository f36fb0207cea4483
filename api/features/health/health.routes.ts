import type Router from '@koa/router';
import { health } from '../../../core/contract/health';
import type { BuildInfo } from '../../build-info';
import type { Database } from '../../db/client';
import type { EndpointRouters } from '../../http/endpoints';

/** GET /api/health: 200 when the database answers, 503 otherwise; reports the build served. */
export function healthRoutes(routers: EndpointRouters, database: Pick<Database, 'ping'>, buildInfo: () => Promise<BuildInfo>): Router {
  const { router, mount } = routers();
  mount(health, async (_input, { site }, ctx) => {
    const reachable = await database.ping().then(
      () => true,
      () => false,
    );
    if (!reachable) ctx.status = 503;
    const { buildId } = await buildInfo();
    return { status: reachable ? 'ok' : 'degraded', database: reachable ? 'ok' : 'unreachable', buildId, site } as const;
  });
  return router;
}
