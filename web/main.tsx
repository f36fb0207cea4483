import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { createQueryClient } from './app/query-client';
import { createAppRoutes } from './app/router';
import { readSiteCode } from './app/site';
import { registerServiceWorker } from './lib/register-sw';
import './app/styles.css';

const router = createBrowserRouter(createAppRoutes());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders siteCode={readSiteCode(document)} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

void registerServiceWorker();
