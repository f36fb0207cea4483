import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { pushEvent } from '../lib/data-layer';
import { isRedirectPath } from './route-table';
import { useIsStaffFeeding } from './site';

/** Reports a page_view on every route change (§2), except for staff-feeding users. */
export function PageViewReporter() {
  const location = useLocation();
  const isRedirect = isRedirectPath(location.pathname);
  const isStaffFeeding = useIsStaffFeeding();
  // StrictMode runs effects twice; one location is one page view.
  const reportedKey = useRef<string | null>(null);

  useEffect(() => {
    if (isStaffFeeding || isRedirect || reportedKey.current === location.key) return;
    reportedKey.current = location.key;
    pushEvent('page_view', {
      page_path: `${location.pathname}${location.search}`,
      page_location: window.location.href,
    });
  }, [isStaffFeeding, isRedirect, location]);

  return null;
}
