import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { SiteCode } from '../../../../core/constants';
import { SiteCodeContext } from '../../../../web/app/site';

/** Renders a catalogue component with the providers a page would give it. */
export function renderWithProviders(ui: ReactNode, { siteCode = 'DTC' as SiteCode } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rendered = render(
    <SiteCodeContext.Provider value={siteCode}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </SiteCodeContext.Provider>,
  );
  return { ...rendered, queryClient };
}
