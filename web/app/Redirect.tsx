import { Navigate } from 'react-router-dom';
import { useReportPageStatus } from './page-status';

/**
 * Sends the visitor to `to`, replacing this entry. Drawn on the server, the HTTP answer is the
 * redirect itself (302, or 301 for a path that never becomes a page); in the browser, a navigation.
 */
export function Redirect({ to, permanent = false }: { to: string; permanent?: boolean }) {
  const answeredByServer = useReportPageStatus(permanent ? 301 : 302, to);
  return answeredByServer ? null : <Navigate to={to} replace />;
}
