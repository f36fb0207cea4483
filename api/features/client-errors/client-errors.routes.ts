import type Router from '@koa/router';
import * as contract from '../../../core/contract/client-errors';
import type { EndpointRouters } from '../../http/endpoints';
import type { ClientErrorService } from './client-errors.service';

/** POST /api/client-errors: the web app's error reports. */
export function clientErrorRoutes(routers: EndpointRouters, clientErrors: ClientErrorService): Router {
  const { router, mount } = routers();
  mount(contract.reportClientError, async (report, scope, ctx) => {
    const sender = { requestId: ctx.state.requestId, userAgent: ctx.get('user-agent') || null };
    return { data: await clientErrors.report(scope, report, sender) };
  });
  return router;
}
