/** The only analytics integration the shop supports (§5): Google Tag Manager. */
export const SUPPORTED_ANALYTICS_INTEGRATION = 'gtm';

/** The message of the 400 answer to a bad analytics integration setting (§5, §8). */
export const INVALID_ANALYTICS_INTEGRATION = 'Invalid analytics integration.';

export type AnalyticsIntegrationCheck = { ok: true; integration: typeof SUPPORTED_ANALYTICS_INTEGRATION } | { ok: false; note: string };

/**
 * Checks the storefront's analytics integration setting where it is read (§5): a non-empty string,
 * and only `gtm`. A refusal carries the note the 400 answer adds to 'Invalid analytics integration.'.
 */
export function checkAnalyticsIntegration(setting: unknown): AnalyticsIntegrationCheck {
  if (setting === undefined || setting === null || setting === '') {
    return { ok: false, note: 'No analytics integration key was found.' };
  }
  if (typeof setting !== 'string') return { ok: false, note: 'Analytics integration keys must be strings.' };
  const key = setting.trim().toLowerCase();
  if (key === '') return { ok: false, note: 'No analytics integration key was found.' };
  if (key !== SUPPORTED_ANALYTICS_INTEGRATION) {
    return { ok: false, note: `'${setting}' is not supported: the only analytics integration is 'gtm'.` };
  }
  return { ok: true, integration: SUPPORTED_ANALYTICS_INTEGRATION };
}
