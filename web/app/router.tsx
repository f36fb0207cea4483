import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, Navigate, type RouteObject, useLocation, useMatches } from 'react-router-dom';
import type { SiteCode } from '../../core/constants';
import { AccessGuard } from '../features/identity/AccessGuard';
import { PageLoading } from '../ui/PageLoading';
import { AppShell } from './AppShell';
import { NotFoundPage } from './errors/NotFoundPage';
import { PageErrorBoundary, RootErrorBoundary } from './errors/RouteErrorBoundary';
import { DefaultLayout } from './layout/DefaultLayout';
import { usePageTitle } from './page-title';
import { PAGES } from './pages';
import { PAGE_ROUTES, type PageRoute, REDIRECT_ROUTES, type RedirectRoute, type RouteHandle } from './route-table';
import { RouteValidationError } from './route-validation';
import { useSiteCode } from './site';

/** Gives a page the route table's title for the current storefront. */
function withRouteTitle(Page: ComponentType, title: Partial<Record<SiteCode, string>>): ComponentType {
  return function TitledPage() {
    const siteCode = useSiteCode();
    usePageTitle(title[siteCode]);
    return <Page />;
  };
}

function toPageRouteObject(route: PageRoute): RouteObject {
  const load = PAGES[route.page];
  const { validate, title } = route;
  return {
    path: route.path,
    loader: validate
      ? ({ params, request }: LoaderFunctionArgs) => {
          if (!validate(params)) throw new RouteValidationError(new URL(request.url).pathname);
          return null;
        }
      : undefined,
    // Each page is its own chunk; a page not built yet is the 404 page (see pages.ts).
    ...(load
      ? {
          lazy: async () => {
            const Page = await load();
            return { Component: title ? withRouteTitle(Page, title) : Page };
          },
        }
      : { Component: NotFoundPage }),
  };
}

/**
 * Redirects once the doubled path is in history, then replaces that entry: the page before it
 * stays reachable with Back, whether the visitor arrived from outside or followed an in-app link.
 * (A loader redirect would replace the previous page on in-app navigations.)
 */
function RedirectPage() {
  const location = useLocation();
  // Only toRedirectRouteObject uses this component, and it always sets redirectTo.
  const { redirectTo } = useMatches().at(-1)!.handle as RouteHandle;
  return <Navigate to={redirectTo!(location)} replace />;
}

function toRedirectRouteObject(route: RedirectRoute): RouteObject {
  return { path: route.path, handle: { redirectTo: route.target } satisfies RouteHandle, Component: RedirectPage };
}

/** The app's routes, for createBrowserRouter in the app and createMemoryRouter in tests. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: AppShell,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: PageLoading,
      children: [
        {
          // the access rules of §2 (core/identity) decide every route before it draws
          Component: AccessGuard,
          children: [
            ...REDIRECT_ROUTES.map(toRedirectRouteObject),
            {
              Component: DefaultLayout,
              children: [
                {
                  ErrorBoundary: PageErrorBoundary,
                  children: [
                    ...PAGE_ROUTES.filter((route) => route.layout !== false).map(toPageRouteObject),
                    { path: '*', Component: NotFoundPage },
                  ],
                },
              ],
            },
            ...PAGE_ROUTES.filter((route) => route.layout === false).map(toPageRouteObject),
          ],
        },
      ],
    },
  ];
}
