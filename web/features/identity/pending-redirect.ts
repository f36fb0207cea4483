import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { create } from 'zustand';

interface PendingRedirect {
  /** where a sign-in page sends the visitor it just signed in */
  target: string | null;
  set: (target: string) => void;
  clear: () => void;
}

const usePending = create<PendingRedirect>((set) => ({
  target: null,
  set: (target) => set({ target }),
  clear: () => set({ target: null }),
}));

/** Sign-in pages call this with their post-login target before marking the user signed in. */
export const setPendingRedirect = (target: string) => usePending.getState().set(target);

/** The pending target; cleared once the visitor has arrived somewhere else. */
export function usePendingRedirect() {
  const target = usePending((state) => state.target);
  const { pathname } = useLocation();
  useEffect(() => {
    if (target && target.split(/[?#]/)[0] === pathname) usePending.getState().clear();
  }, [target, pathname]);
  return { target };
}
