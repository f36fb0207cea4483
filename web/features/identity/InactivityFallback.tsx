import { useEffect } from 'react';
import { INACTIVITY_ALERT_SECONDS, loginPathFor } from '../../../core/identity';
import { useSiteCode } from '../../app/site';
import { ACTIVITY_EVENTS } from './activity-events';
import { inactivityFlag, markUserActive, signOutForInactivity } from './user-store';

/**
 * What guards a signed-in visit when the inactivity watcher's code could not be fetched (the
 * connection dropped on a first visit before the worker had cached it, and a browser keeps a failed
 * module failed for the page's life). The page goes on, and the visit still ends after as long
 * without activity as with the watcher's unanswered alert (the inactivity time plus the alert's
 * wait), only without the alert: the whole sign-out when its code loads, then a full navigation to
 * the login page either way, so nothing of the user stays on screen or in memory. Without the
 * sign-out's code the stored profile meets the next start idle, and that start signs it out
 * (user-store.ts). Small on purpose: it is in every page's first download.
 */
export function InactivityFallback({ seconds }: { seconds: number }) {
  const site = useSiteCode();

  useEffect(() => {
    const listening = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(
        async () => {
          listening.abort();
          inactivityFlag.set();
          await signOutForInactivity().catch(() => undefined);
          window.location.assign(loginPathFor(site));
        },
        (seconds + INACTIVITY_ALERT_SECONDS) * 1000,
      );
    };
    restart();
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(
        name,
        () => {
          restart();
          markUserActive();
        },
        { signal: listening.signal },
      );
    }
    return () => {
      listening.abort();
      clearTimeout(timer);
    };
  }, [seconds, site]);

  return null;
}
