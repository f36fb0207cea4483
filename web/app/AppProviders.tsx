import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import type { SiteCode } from '../../core/constants';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { configureSentry } from './errors/report-client-error';
import { useStorefrontConfig } from './storefront-config';
import { SiteCodeContext } from './site';

interface AppProvidersProps {
  siteCode: SiteCode;
  queryClient: QueryClient;
  children: ReactNode;
}

/** Everything a page may rely on being above it. */
export function AppProviders({ siteCode, queryClient, children }: AppProvidersProps) {
  return (
    <SiteCodeContext.Provider value={siteCode}>
      <QueryClientProvider client={queryClient}>
        <SentrySettings />
        <AppErrorBoundary>{children}</AppErrorBoundary>
      </QueryClientProvider>
    </SiteCodeContext.Provider>
  );
}

/** Tells the error reporting whether Sentry is used, once the storefront config is known. */
function SentrySettings() {
  const config = useStorefrontConfig();
  useEffect(() => {
    if (!config) return;
    const { sentryDsn, environment } = config.errorReporting;
    configureSentry(sentryDsn ? { dsn: sentryDsn, environment } : null);
  }, [config]);
  return null;
}
