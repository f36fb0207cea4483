/**
 * Keeps the app's consent state in step with the stored choice when something other than this
 * page's own UI changes it: another tab or a privacy manager writing the cookie (checked every
 * 250 ms, §9) and the privacy manager's message { source: 'preference_manager', message:
 * 'submit_preferences' } (§4). Either re-reads the cookie; the script queue follows the new state.
 */
import { CONSENT_POLL_MS } from '../../../core/constants';
import { CONSENT_COOKIE, refreshConsentFromCookie } from './consent-state';

/** Whether a window message is the privacy manager's "preferences submitted" (an object, or the same as JSON text). */
export function isSubmitPreferencesMessage(data: unknown): boolean {
  let message = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return false;
    }
  }
  if (typeof message !== 'object' || message === null) return false;
  const { source, message: text } = message as { source?: unknown; message?: unknown };
  return source === 'preference_manager' && text === 'submit_preferences';
}

function storedConsentText(): string {
  return document.cookie.split(/;\s*/).find((pair) => pair.startsWith(`${CONSENT_COOKIE}=`)) ?? '';
}

/** Starts watching; returns the stop. */
export function watchConsent(): () => void {
  let seen = storedConsentText();
  const refresh = () => {
    seen = storedConsentText();
    refreshConsentFromCookie();
  };
  // Reading document.cookie is cheap; a hidden page skips the check and catches up when shown.
  const timer = setInterval(() => {
    if (document.visibilityState === 'visible' && storedConsentText() !== seen) refresh();
  }, CONSENT_POLL_MS);
  // Any origin may send it (a privacy manager runs in its own frame): the message only makes the
  // page re-read its own cookie, so it can change nothing by itself.
  const onMessage = (event: MessageEvent) => {
    if (isSubmitPreferencesMessage(event.data)) refresh();
  };
  addEventListener('message', onMessage);
  return () => {
    clearInterval(timer);
    removeEventListener('message', onMessage);
  };
}
