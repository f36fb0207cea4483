import { useEffect, useState } from 'react';
import { createPath, isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { PageLoading } from '../../ui/PageLoading';
import { StatusPage } from '../../ui/StatusPage';
import { RouteValidationError } from '../route-validation';
import { isChunkLoadError, mayReloadPage, reloadPageTo } from './chunk-reload';
import { ErrorPage } from './ErrorPage';
import { NotFoundPage } from './NotFoundPage';

/** Decides what a route error means to the visitor: not found, a stale chunk, or a real failure. */
function RouteErrorView({ standalone }: { standalone: boolean }) {
  const error = useRouteError();
  if (error instanceof RouteValidationError) return <NotFoundPage invalidPath={error.path} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isChunkLoadError(error)) return <ChunkLoadRecovery standalone={standalone} />;
  return <UnexpectedError error={error} standalone={standalone} />;
}

/**
 * A page's code could not be loaded (§8): load the target route afresh from the server, which
 * knows the current build. The guard stops a reload loop when the server itself is the problem.
 * Offline a reload would only reach the browser's own error page, so it waits for the connection.
 */
function ChunkLoadRecovery({ standalone }: { standalone: boolean }) {
  const location = useLocation();
  const [reloading] = useState(() => mayReloadPage());
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    if (online) return;
    const onOnline = () => setOnline(true);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [online]);
  useEffect(() => {
    if (reloading && online) reloadPageTo(createPath(location));
  }, [reloading, online, location]);
  if (!online) return <PageNotAvailableOffline standalone={standalone} />;
  return reloading ? <PageLoading /> : <ErrorPage standalone={standalone} />;
}

function PageNotAvailableOffline({ standalone }: { standalone: boolean }) {
  return (
    <StatusPage standalone={standalone} heading="This page is not available offline">
      <p>It has not been opened on this device yet. It will load as soon as you are back online.</p>
    </StatusPage>
  );
}

function UnexpectedError({ error, standalone }: { error: unknown; standalone: boolean }) {
  useEffect(() => {
    console.error('Unhandled route error', error);
  }, [error]);
  return <ErrorPage standalone={standalone} />;
}

/** Errors of a page inside the layout: header and footer stay usable. */
export function PageErrorBoundary() {
  return <RouteErrorView standalone={false} />;
}

/** Errors that took down the layout itself, or a standalone page. */
export function RootErrorBoundary() {
  return <RouteErrorView standalone />;
}
