// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveConsentChoice } from '../../../web/features/consent/consent-cookie';
import { consentScriptStatus, queueConsentScript } from '../../../web/features/consent/consent-scripts';
import { consentChosen, consentGiven, refreshConsentFromCookie } from '../../../web/features/consent/consent-state';
import { watchConsent } from '../../../web/features/consent/consent-watch';
import { tagManagerScript } from '../../../web/features/consent/tag-manager';

const GTM = 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST1';
const tagManagerTags = () => document.head.querySelectorAll<HTMLScriptElement>(`script[src="${GTM}"]`);

/** Writes cc_cookie as another tab or a privacy manager would; an empty value forgets it. */
function writeConsentCookie(categories: string[] | null): void {
  const value = categories ? `${encodeURIComponent(JSON.stringify({ categories }))}; Path=/` : '; Max-Age=0; Path=/';
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays a writer outside the app, as a page script would
  document.cookie = `cc_cookie=${value}`;
}

function forgetChoice(): void {
  writeConsentCookie(null);
  refreshConsentFromCookie();
}

beforeEach(forgetChoice);
afterEach(() => {
  vi.useRealTimers();
  for (const tag of document.head.querySelectorAll('script')) tag.remove();
});

describe('the consent script queue on the page', () => {
  it('keeps the tag manager out until analytics is accepted, then adds its tag after the start event', () => {
    const unqueue = queueConsentScript(tagManagerScript('GTM-TEST1'));
    expect(consentScriptStatus('tag-manager-script')).toBe('queued');
    expect(tagManagerTags()).toHaveLength(0);

    saveConsentChoice(['functional']);
    expect(consentScriptStatus('tag-manager-script')).toBe('removed');
    expect(tagManagerTags()).toHaveLength(0);

    saveConsentChoice(['analytics']);
    expect(consentScriptStatus('tag-manager-script')).toBe('loaded');
    expect(tagManagerTags()).toHaveLength(1);
    expect(tagManagerTags()[0].dataset.consentCategory).toBe('analytics');
    expect(window.dataLayer?.at(-1)).toMatchObject({ event: 'gtm.js' });
    unqueue();
  });

  it('takes a removeOnDecline tag off on decline and leaves the others', () => {
    saveConsentChoice(['functional', 'analytics']);
    const unqueueTagManager = queueConsentScript(tagManagerScript('GTM-TEST1'));
    const unqueueWidget = queueConsentScript({ category: 'functional', src: 'https://reviews.example/widget.js', id: 'reviews' });
    expect(document.getElementById('reviews')).not.toBeNull();

    saveConsentChoice([]);
    expect(consentScriptStatus('tag-manager-script')).toBe('removed');
    expect(consentScriptStatus('reviews')).toBe('removed');
    expect(tagManagerTags()).toHaveLength(0);
    expect(document.getElementById('reviews')).not.toBeNull();
    unqueueTagManager();
    unqueueWidget();
  });
});

describe('following a choice stored elsewhere', () => {
  it("re-reads the cookie on the privacy manager's submit_preferences message", async () => {
    const stop = watchConsent();
    saveConsentChoice(['functional']);
    // the privacy manager writes the cookie itself (here: the same format), then posts its message
    writeConsentCookie(['necessary', 'analytics']);
    window.dispatchEvent(new MessageEvent('message', { data: { source: 'preference_manager', message: 'submit_preferences' } }));
    expect(consentGiven('analytics')).toBe(true);
    expect(consentGiven('functional')).toBe(false);
    stop();
  });

  it('ignores other messages and picks up a changed cookie within 250 ms', () => {
    vi.useFakeTimers();
    const stop = watchConsent();
    writeConsentCookie(['necessary', 'marketing']);
    window.dispatchEvent(new MessageEvent('message', { data: { source: 'preference_manager', message: 'opened' } }));
    expect(consentChosen()).toBe(false);
    vi.advanceTimersByTime(250);
    expect(consentChosen()).toBe(true);
    expect(consentGiven('marketing')).toBe(true);
    stop();
  });
});
