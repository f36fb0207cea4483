import { describe, expect, it } from 'vitest';
import { checkAnalyticsIntegration } from '../../../core/analytics/integration';

describe('the analytics integration setting (§5)', () => {
  it('accepts gtm, whatever its case and spaces', () => {
    expect(checkAnalyticsIntegration('gtm')).toEqual({ ok: true, integration: 'gtm' });
    expect(checkAnalyticsIntegration(' GTM ')).toEqual({ ok: true, integration: 'gtm' });
  });

  it('refuses a missing or empty key: no key was found', () => {
    for (const value of [undefined, null, '', '   ']) {
      expect(checkAnalyticsIntegration(value)).toEqual({ ok: false, note: 'No analytics integration key was found.' });
    }
  });

  it('refuses keys that are not strings', () => {
    for (const value of [1, true, ['gtm'], { gtm: 'GTM-1' }]) {
      expect(checkAnalyticsIntegration(value)).toEqual({ ok: false, note: 'Analytics integration keys must be strings.' });
    }
  });

  it('refuses any integration but gtm, naming it', () => {
    expect(checkAnalyticsIntegration('segment')).toEqual({
      ok: false,
      note: "'segment' is not supported: the only analytics integration is 'gtm'.",
    });
  });
});
