import Router from '@koa/router';
import * as contract from '../../../core/contract/content';
import { mount } from '../../http/endpoints';
import type { ContentService } from './content.service';

/** The content-service calls of §7 (get-globals, header, footer, navigation, announcements). */
export function contentRoutes(content: ContentService): Router {
  const router = new Router();
  mount(router, contract.getGlobals, async ({ fields }, ctx) => ({ data: await content.globals(ctx.state.site, fields) }));
  mount(router, contract.getHeader, async (_input, ctx) => ({ data: await content.header(ctx.state.site) }));
  mount(router, contract.getFooter, async (_input, ctx) => ({ data: await content.footer(ctx.state.site) }));
  mount(router, contract.getNavigation, async ({ handle }, ctx) => ({
    data: await content.navigation(ctx.state.site, handle),
  }));
  mount(router, contract.getAnnouncements, async (_input, ctx) => ({ data: await content.announcements(ctx.state.site) }));
  mount(router, contract.getPasswordProtect, async (_input, ctx) => ({
    data: await content.passwordProtect(ctx.state.site),
  }));
  return router;
}
