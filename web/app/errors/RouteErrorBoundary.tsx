import { Component, type ErrorInfo, type ReactNode, useEffect, useState } from 'react';
import { createPath, useLocation } from 'react-router-dom';
import { PageLoading } from '../../ui/PageLoading';
import { StatusPage } from '../../ui/StatusPage';
import { isChunkLoadError, mayReloadPage, reloadPageTo } from './chunk-reload';
import { ErrorPage } from './ErrorPage';
import { reportClientError } from './report-client-error';

/** Decides what an error means to the visitor: a stale chunk, or a real failure. */
function RouteErrorView({ error, standalone }: { error: unknown; standalone: boolean }) {
  if (isChunkLoadError(error)) return <ChunkLoadRecovery standalone={standalone} />;
  return <ErrorPage standalone={standalone} />;
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
    // the connection may have come back between the render and this effect, whose event was missed
    if (navigator.onLine) onOnline();
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

interface BoundaryProps {
  /** drawn without the site's header and footer (the layout itself failed, or a standalone page) */
  standalone: boolean;
  /** the location; another one clears the error, so a link away from a failed page works */
  resetKey: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { error: unknown; failedAt: string | null }> {
  state = { error: null as unknown, failedAt: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; failedAt: string | null }) {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: null, failedAt: null };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    // a stale chunk is no fault: the page reloads to the current build
    if (isChunkLoadError(error)) return;
    console.error('Unhandled route error', error, info.componentStack);
    reportClientError(error, 'boundary', info.componentStack ?? null);
  }

  render() {
    return this.state.error === null ? this.props.children : <RouteErrorView error={this.state.error} standalone={this.props.standalone} />;
  }
}

/** Catches what a page (or the layout) throws while drawing and shows what it means (§8). */
export function RouteErrorBoundary({ standalone, children }: { standalone: boolean; children: ReactNode }) {
  const location = useLocation();
  return (
    <Boundary standalone={standalone} resetKey={location.key}>
      {children}
    </Boundary>
  );
}
