import { Suspense, useEffect, useState } from 'react';
import { lazyOptional } from '../../lib/lazy-component';
import { afterLoadAndIdle } from '../../lib/when-idle';
import { registerPreferencesOpener, useConsentChosen } from './consent-state';
import { watchConsent } from './consent-watch';
import { useTagManager } from './tag-manager';

// Each loads only when it is to be shown, in a chunk of its own (with its styles): the banner once
// the first screen has settled (load, then idle) on a visit with no stored choice, the dialog
// (and the shared ModalDialog it draws) only when the shopper asks for the preferences.
const ConsentBanner = lazyOptional(() => import('./ConsentBanner').then((m) => m.ConsentBanner));
const ConsentDialog = lazyOptional(() => import('./ConsentDialog').then((m) => m.ConsentDialog));

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
  useEffect(() => (chosen ? undefined : afterLoadAndIdle(() => setBannerDue(true))), [chosen]);
  useTagManager();

  return (
    <>
      {bannerDue && !chosen && (
        <Suspense fallback={null}>
          <ConsentBanner onManage={() => setPreferencesOpen(true)} />
        </Suspense>
      )}
      {preferencesOpen && (
        <Suspense fallback={null}>
          <ConsentDialog onClose={() => setPreferencesOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
