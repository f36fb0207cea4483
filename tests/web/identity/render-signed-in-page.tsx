/** For tests of what watches a signed-in visit: `element` drawn on the account dashboard of the DTC storefront. */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SiteCodeContext } from '../../../web/app/site';

/** Draws `element` at /account/dashboard, with the DTC login page as the place a sign-out goes; returns the router. */
export function renderOnDashboard(element: ReactElement) {
  const router = createMemoryRouter(
    [
      { path: '/account/dashboard', element },
      { path: '/shelter/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/account/dashboard'] },
  );
  render(
    <SiteCodeContext.Provider value="DTC">
      <RouterProvider router={router} />
    </SiteCodeContext.Provider>,
  );
  return router;
}
