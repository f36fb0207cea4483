import { Suspense, useEffect, useState } from 'react';
import { lazyOptional } from '../../lib/lazy-component';
import { ConsentBanner } from './ConsentBanner';
import { registerPreferencesOpener, useConsentChosen } from './consent-state';
import { watchConsent } from './consent-watch';
import { useTagManager } from './tag-manager';

// The dialog (and the shared ModalDialog it draws) loads only when the shopper asks for it. The
// banner is part of the page: the server draws it on a visit with no stored choice, so it is there
// with the first paint rather than appearing over a page already being read.
const ConsentDialog = lazyOptional(() => import('./ConsentDialog').then((m) => m.ConsentDialog));

/**
 * The consent choice on every page (§4 Consent): the banner on a visit with no stored choice, the
 * preference dialog when asked for (footer link, the reviews area's 'here'), the stored choice
 * followed, and the tag manager queued under analytics.
 */
export function ConsentManager() {
  const chosen = useConsentChosen();
  const [preferencesOpen, setPreferencesOpen] = useState(false);

  useEffect(() => registerPreferencesOpener(() => setPreferencesOpen(true)), []);
  useEffect(() => watchConsent(), []);
  useTagManager();

  return (
    <>
      {!chosen && <ConsentBanner onManage={() => setPreferencesOpen(true)} />}
      {preferencesOpen && (
        <Suspense fallback={null}>
          <ConsentDialog onClose={() => setPreferencesOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
