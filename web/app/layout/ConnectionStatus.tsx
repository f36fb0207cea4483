import { useEffect, useState } from 'react';
import { useOnline } from '../../lib/use-online';

/** How long "Back online" stays after the connection returns. */
export const BACK_ONLINE_NOTICE_MS = 4000;

export const OFFLINE_TEXT = 'You are offline – showing saved data';
export const BACK_ONLINE_TEXT = 'Back online';

/** Online/offline indicator: a status while offline, and "Back online" briefly after the connection returns. */
export function ConnectionStatus() {
  const online = useOnline();
  const [previousOnline, setPreviousOnline] = useState(online);
  const [backOnline, setBackOnline] = useState(false);
  // Adjusted while rendering (not in an effect), so the change and the notice show in one paint.
  if (online !== previousOnline) {
    setPreviousOnline(online);
    setBackOnline(online);
  }
  useEffect(() => {
    if (!backOnline) return;
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [backOnline]);

  if (online && !backOnline) return null;
  // Rendered only with something to say, so the page has no empty status region for other code to trip on.
  return (
    <div className={`connection-status connection-status--${online ? 'online' : 'offline'}`} role="status">
      <span className="connection-status__dot" aria-hidden="true" />
      {online ? BACK_ONLINE_TEXT : OFFLINE_TEXT}
    </div>
  );
}
