import { Suspense, useEffect, useState } from 'react';
import { lazyOptional } from '../../lib/lazy-component';
import { whenIdle } from '../../lib/when-idle';
import { registerPreferencesOpener, useConsentChosen } from './consent-state';
import { watchConsent } from './consent-watch';
import { useTagManager } from './tag-manager';

// The banner and the dialog (and their styles) load only when one is to be shown: after the first
// screen (when the browser is next idle) if no choice is stored yet, or when the shopper asks for the preferences.
const ConsentPanel = lazyOptional(() => import('./ConsentPanel').then((m) => m.ConsentPanel));

/**
 * The consent choice on every page (§4 Consent): the banner on a visit with no stored choice, the
 * preference dialog when asked for (footer link, the reviews area's 'here'), the stored choice
 * followed, and the tag manager queued under analytics.
 */
export function ConsentManager() {
  const chosen = useConsentChosen();
  const [bannerDue, setBannerDue] = useState(false);
  const [preferencesOpen, setPreferencesOpen] = useState(false);

  useEffect(() => registerPreferencesOpener(() => setPreferencesOpen(true)), []);
  useEffect(() => watchConsent(), []);
  useEffect(() => (chosen ? undefined : whenIdle(() => setBannerDue(true))), [chosen]);
  useTagManager();

  const bannerShown = bannerDue && !chosen;
  if (!bannerShown && !preferencesOpen) return null;
  return (
    <Suspense fallback={null}>
      <ConsentPanel bannerShown={bannerShown} preferencesOpen={preferencesOpen} onPreferencesChange={setPreferencesOpen} />
    </Suspense>
  );
}
