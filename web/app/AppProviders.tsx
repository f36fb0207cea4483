import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SiteCode } from '../../core/constants';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
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
        <AppErrorBoundary>{children}</AppErrorBoundary>
      </QueryClientProvider>
    </SiteCodeContext.Provider>
  );
}
