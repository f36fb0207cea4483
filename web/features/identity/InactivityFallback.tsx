import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { INACTIVITY_ALERT_SECONDS, loginPathFor } from '../../../core/identity';
import { useSiteCode } from '../../app/site';
import { ACTIVITY_EVENTS } from './activity-events';
import { inactivityFlag, markUserActive } from './user-store';

/**
 * What guards a signed-in visit when the inactivity watcher's code could not be fetched (the
 * connection dropped on a first visit before the worker had cached it, and a browser keeps a failed
 * module failed for the page's life). The page goes on, and the visit still ends after as long
 * without activity as with the watcher's unanswered alert (the inactivity time plus the alert's
 * wait), only without the alert: by the whole sign-out when its code loads, else by leaving the
 * page for the login page, so nothing of the user stays on screen or in memory. The stored profile
 * then meets the next start idle, and that start signs it out (user-store.ts).
 */
export function InactivityFallback({ seconds }: { seconds: number }) {
  const site = useSiteCode();
  const navigate = useNavigate();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void endVisit(), (seconds + INACTIVITY_ALERT_SECONDS) * 1000);
    };
    const onActivity = () => {
      restart();
      markUserActive();
    };
    const stopWatching = () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
    const endVisit = async () => {
      stopWatching();
      try {
        const { signOut } = await import('./sign-out');
        await signOut({ forInactivity: true });
        navigate(loginPathFor(site), { replace: true });
      } catch (error) {
        console.warn('The sign-out could not be loaded: leaving the page instead', error);
        inactivityFlag.set();
        window.location.assign(loginPathFor(site));
      }
    };
    restart();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return stopWatching;
  }, [seconds, site, navigate]);

  return null;
}
