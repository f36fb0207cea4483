import { z } from 'zod';
import { SUPPORTED_ANALYTICS_INTEGRATION } from '../analytics/integration';
import { endpoint } from './define';

/**
 * What the web app reads at start about the storefront's outside services: the analytics
 * integration (checked where it is read, §5: a bad setting answers 400 'Invalid analytics
 * integration.'), the tag manager container, the reviews script and the error-reporting DSN. Each
 * loads in the browser only after the matching consent (functional for reviews, analytics for the
 * tag manager).
 */
export const getStorefrontConfig = endpoint({
  path: '/api/storefront-config',
  methods: ['GET'],
  input: z.object({}),
  output: z.object({
    analytics: z.object({
      integration: z.literal(SUPPORTED_ANALYTICS_INTEGRATION),
      /** the tag manager container (GTM_ID); null: no tag manager loads */
      gtmId: z.string().nullable(),
    }),
    reviews: z.object({
      /** where the reviews script loads from once functional cookies are accepted (REVIEWS_SCRIPT_URL) */
      scriptUrl: z.string(),
    }),
    errorReporting: z.object({
      /** Sentry's DSN (SENTRY_DSN); null: reports go to the shop's own endpoint only */
      sentryDsn: z.string().nullable(),
      /** the environment reports are filed under (NODE_ENV) */
      environment: z.string(),
    }),
  }),
});
