import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { INACTIVITY_RESTART_DEBOUNCE_MS } from '../../../core/constants';
import { INACTIVITY_ALERT_SECONDS, loginPathFor } from '../../../core/identity';
import { useSiteCode } from '../../app/site';
import { ApiError } from '../../lib/api';
import { identityApi, MissingSessionError } from './identity-api';
import { ACTIVITY_EVENTS } from './activity-events';
import { signOut } from './sign-out';
import { markUserActive, useUserStore } from './user-store';
import { Button } from '../../ui/Button';
import './identity.css';

/**
 * The inactivity flow of §4: after `seconds` without mouse or key activity an alert asks whether
 * to continue; continuing force-refreshes the session (on failure the timer simply restarts, §8);
 * no answer within the alert's wait, or 'Log out', signs out with the 'logged out for inactivity'
 * flag. Activity restarts the timer, debounced by 1 s, keeps the server session alive (a failed
 * refresh there signs out) and is noted with the stored profile, so a page opened offline later
 * knows how long this user has been away. A refresh answered without a session signs out in both
 * (§8 'missing token after refresh'). Signing out never waits for the network: the device is
 * wiped at once, offline too, and the shop is told when it can be (sign-out.ts).
 */
export function InactivityWatcher({ seconds }: { seconds: number }) {
  const site = useSiteCode();
  const navigate = useNavigate();
  const [alertOpen, setAlertOpen] = useState(false);
  const [remaining, setRemaining] = useState(INACTIVITY_ALERT_SECONDS);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastServerContact = useRef(Date.now());
  const continueButton = useRef<HTMLButtonElement>(null);

  const restart = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setRemaining(INACTIVITY_ALERT_SECONDS);
      setAlertOpen(true);
    }, seconds * 1000);
  }, [seconds]);

  /** Signs out (for inactivity, or because the session is gone) and goes to the login page. */
  const end = useCallback(
    async (forInactivity: boolean) => {
      setAlertOpen(false);
      await signOut({ forInactivity });
      navigate(loginPathFor(site), { replace: true });
    },
    [navigate, site],
  );
  const endSession = useCallback(() => end(false), [end]);
  const endForInactivity = useCallback(() => void end(true), [end]);

  useEffect(() => {
    restart();
    let debounce: ReturnType<typeof setTimeout> | undefined;
    const onActivity = () => {
      clearTimeout(debounce);
      debounce = setTimeout(() => {
        if (document.querySelector('[data-inactivity-alert]')) return; // the alert wants an answer
        restart();
        markUserActive();
        // the server ends a session idle for the inactivity time plus the alert's wait: tell it we are here
        if (Date.now() - lastServerContact.current > (seconds * 1000) / 2) {
          lastServerContact.current = Date.now();
          identityApi
            .refreshSession(false)
            .then(({ data }) => useUserStore.getState().updateSession(data))
            .catch(async (error: unknown) => {
              console.error('Session refresh failed', error);
              // §8: outside the inactivity alert a failed refresh logs out (offline is not a failure of the session)
              if (error instanceof MissingSessionError || (error instanceof ApiError && error.status !== 0)) await endSession();
            });
        }
      }, INACTIVITY_RESTART_DEBOUNCE_MS);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      clearTimeout(timer.current);
      clearTimeout(debounce);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, [restart, seconds, endSession]);

  useEffect(() => {
    if (!alertOpen) return;
    continueButton.current?.focus();
    const tick = setInterval(() => setRemaining((left) => left - 1), 1000);
    return () => clearInterval(tick);
  }, [alertOpen]);

  useEffect(() => {
    if (alertOpen && remaining <= 0) void endForInactivity();
  }, [alertOpen, remaining, endForInactivity]);

  const keepGoing = async () => {
    setAlertOpen(false);
    markUserActive(); // present, even when the refresh cannot reach the shop
    // the next inactivity time counts from the answer, not from when the shop's refresh comes back
    restart();
    try {
      const { data } = await identityApi.refreshSession(true);
      lastServerContact.current = Date.now();
      useUserStore.getState().updateSession(data);
    } catch (error) {
      console.error('Session refresh failed', error);
      // §8: answered without a session is a logout even here; after any other failure the timer restarted above runs on
      if (error instanceof MissingSessionError) await endSession();
    }
  };

  if (!alertOpen) return null;
  return <InactivityAlert remaining={remaining} continueButton={continueButton} onContinue={keepGoing} onLogOut={endForInactivity} />;
}

interface InactivityAlertProps {
  remaining: number;
  continueButton: RefObject<HTMLButtonElement | null>;
  onContinue: () => void;
  onLogOut: () => void;
}

/** The 'Are you still there?' alert with its countdown. */
function InactivityAlert({ remaining, continueButton, onContinue, onLogOut }: InactivityAlertProps) {
  return (
    <div className="inactivity-overlay">
      <div
        className="inactivity-alert"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="inactivity-title"
        aria-describedby="inactivity-text"
        data-inactivity-alert
      >
        <h2 id="inactivity-title">Are you still there?</h2>
        <p id="inactivity-text">
          You have been inactive for a while. For your security you will be logged out in {Math.max(0, remaining)} seconds.
        </p>
        <div className="inactivity-alert__actions">
          <Button ref={continueButton} onClick={onContinue}>
            Continue
          </Button>
          <Button variant="secondary" onClick={onLogOut}>
            Log out
          </Button>
        </div>
      </div>
    </div>
  );
}
