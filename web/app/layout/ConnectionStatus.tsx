import { useEffect, useState, useSyncExternalStore } from 'react';

/** How long "Back online" stays after the connection returns. */
export const BACK_ONLINE_NOTICE_MS = 4000;

export const OFFLINE_TEXT = 'You are offline – showing saved data';
export const BACK_ONLINE_TEXT = 'Back online';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The browser's view of the connection, updated on its online/offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

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
