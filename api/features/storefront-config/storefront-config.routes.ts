import type Router from '@koa/router';
import { checkAnalyticsIntegration, INVALID_ANALYTICS_INTEGRATION } from '../../../core/analytics/integration';
import type { SiteCode } from '../../../core/constants';
import { getStorefrontConfig } from '../../../core/contract/storefront-config';
import type { Config } from '../../config';
import { DomainError } from '../../errors';
import type { EndpointRouters } from '../../http/endpoints';

export interface StorefrontConfigDeps {
  config: Pick<Config, 'env' | 'thirdParty'>;
  /** the storefront's analytics integration setting, as the content service holds it */
  analyticsIntegration: (site: SiteCode) => Promise<unknown>;
}

/**
 * GET /api/storefront-config: the outside services the web app loads after consent. The analytics
 * integration setting is checked here, where it is read (§5), so an operator who sets it wrong sees
 * a 400 naming the problem instead of a shop that silently stops reporting.
 */
export function storefrontConfigRoutes(routers: EndpointRouters, deps: StorefrontConfigDeps): Router {
  const { router, mount } = routers();
  mount(getStorefrontConfig, async (_input, { site }) => {
    const checked = checkAnalyticsIntegration(await deps.analyticsIntegration(site));
    if (!checked.ok) {
      throw new DomainError('VALIDATION_FAILED', INVALID_ANALYTICS_INTEGRATION, { analyticsIntegration: checked.note });
    }
    const { gtmId, reviewsScriptUrl, sentryDsn } = deps.config.thirdParty;
    return {
      analytics: { integration: checked.integration, gtmId: gtmId ?? null },
      reviews: { scriptUrl: reviewsScriptUrl },
      errorReporting: { sentryDsn: sentryDsn ?? null, environment: deps.config.env },
    };
  });
  return router;
}
