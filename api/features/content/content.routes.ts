import type Router from '@koa/router';
import * as contract from '../../../core/contract/content';
import type { EndpointRouters } from '../../http/endpoints';
import type { ContentService } from './content.service';

/** The content-service calls of §7 (get-globals, header, footer, navigation, announcements). */
export function contentRoutes(routers: EndpointRouters, content: ContentService): Router {
  const { router, mount } = routers();
  const data = async <T>(answer: Promise<T>) => ({ data: await answer });
  mount(contract.getGlobals, ({ fields }, { site }) => data(content.globals(site, fields)));
  mount(contract.getHeader, (_input, { site }) => data(content.header(site)));
  mount(contract.getFooter, (_input, { site }) => data(content.footer(site)));
  mount(contract.getNavigation, ({ handle }, { site }) => data(content.navigation(site, handle)));
  mount(contract.getAnnouncements, (_input, { site }) => data(content.announcements(site)));
  mount(contract.getPasswordProtect, (_input, { site }) => data(content.passwordProtect(site)));
  return router;
}
