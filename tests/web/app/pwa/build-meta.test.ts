// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../api/config';
import { personaliseIndexHtml } from '../../../../api/http/static-files';
import { DEFAULT_BUILD_POLL_INTERVAL_MS, isCheckoutPath, parsePollInterval, readBuildId } from '../../../../core/pwa/build-info';
import { DEVELOPMENT_BUILD_ID, readPageBuildId } from '../../../../web/app/pwa/build-meta';

const BUILT_INDEX = '<html><head><meta name="site-code" content="DTC" /><title>Shop</title></head><body></body></html>';
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const pollMeta = (doc: Document) => doc.querySelector('meta[name="build-poll-interval-ms"]')?.getAttribute('content');

describe('the build the server writes into index.html, as the app reads it', () => {
  it('carries the build id (footer) and the poll interval (service worker clock)', () => {
    const doc = parse(personaliseIndexHtml(BUILT_INDEX, 'HPSF', 'Vitalis Pro', { buildId: '9771481-371ab0343f91', pollIntervalMs: 1500 }));
    expect(readPageBuildId(doc)).toBe('9771481-371ab0343f91');
    expect(parsePollInterval(pollMeta(doc))).toBe(1500);
    expect(doc.querySelector('meta[name="site-code"]')?.getAttribute('content')).toBe('HPSF');
  });

  it('escapes the id, and falls back to development and the default interval without the tags (dev server)', () => {
    const doc = parse(personaliseIndexHtml(BUILT_INDEX, 'DTC', 'Shop', { buildId: '"><script>', pollIntervalMs: 1000 }));
    expect(readPageBuildId(doc)).toBe('"><script>');
    expect(doc.querySelector('script')).toBeNull();
    const plain = parse(BUILT_INDEX);
    expect(readPageBuildId(plain)).toBe(DEVELOPMENT_BUILD_ID);
    expect(parsePollInterval(pollMeta(plain))).toBe(DEFAULT_BUILD_POLL_INTERVAL_MS);
  });
});

describe('BUILD_POLL_INTERVAL_MS', () => {
  it('defaults to five minutes and accepts a short interval for tests', () => {
    expect(loadConfig({}).buildPollIntervalMs).toBe(300_000);
    expect(loadConfig({ BUILD_POLL_INTERVAL_MS: '1500' }).buildPollIntervalMs).toBe(1500);
  });

  it('refuses an interval that would hammer the server, naming the variable', () => {
    expect(() => loadConfig({ BUILD_POLL_INTERVAL_MS: '10' })).toThrow(/BUILD_POLL_INTERVAL_MS/);
    expect(() => loadConfig({ BUILD_POLL_INTERVAL_MS: 'often' })).toThrow(/BUILD_POLL_INTERVAL_MS/);
  });
});

describe('core/pwa/build-info', () => {
  it('reads a build id only from build info', () => {
    expect(readBuildId({ buildId: 'b1', builtAt: '2026-11-22T00:00:00Z' })).toBe('b1');
    expect(readBuildId({ buildId: ' ' })).toBeUndefined();
    expect(readBuildId('b1')).toBeUndefined();
    expect(readBuildId(null)).toBeUndefined();
  });

  it('knows checkout paths', () => {
    expect(isCheckoutPath('/checkout')).toBe(true);
    expect(isCheckoutPath('/checkout/payment')).toBe(true);
    expect(isCheckoutPath('/checkout-help')).toBe(false);
    expect(isCheckoutPath('/cart')).toBe(false);
  });

  it('reads only positive whole intervals', () => {
    expect(parsePollInterval('60000')).toBe(60_000);
    expect(parsePollInterval('-5')).toBe(DEFAULT_BUILD_POLL_INTERVAL_MS);
    expect(parsePollInterval('1.5')).toBe(DEFAULT_BUILD_POLL_INTERVAL_MS);
    expect(parsePollInterval(null)).toBe(DEFAULT_BUILD_POLL_INTERVAL_MS);
  });
});
