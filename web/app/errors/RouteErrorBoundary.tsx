import { useEffect, useState } from 'react';
import { createPath, isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { PageLoading } from '../../ui/PageLoading';
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
 */
function ChunkLoadRecovery({ standalone }: { standalone: boolean }) {
  const location = useLocation();
  const [reloading] = useState(() => mayReloadPage());
  useEffect(() => {
    if (reloading) reloadPageTo(createPath(location));
  }, [reloading, location]);
  return reloading ? <PageLoading /> : <ErrorPage standalone={standalone} />;
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
