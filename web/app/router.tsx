import { type ComponentType, Suspense } from 'react';
import { Outlet, type RouteObject, useLocation, useParams, useRoutes } from 'react-router-dom';
import type { SiteCode } from '../../core/constants';
import { AccessGuard } from '../features/identity/AccessGuard';
import { PageLoading } from '../ui/PageLoading';
import { AppShell } from './AppShell';
import { NotFoundPage } from './errors/NotFoundPage';
import { RouteErrorBoundary } from './errors/RouteErrorBoundary';
import { Redirect } from './Redirect';
import { DefaultLayout } from './layout/DefaultLayout';
import { PageTitle } from './page-head/PageHead';
import { RouteTitleContext } from './page-head/route-title';
import { lazyPage, PAGES, PAGES_WITH_OWN_HEAD, type PageId } from './pages';
import { PAGE_ROUTES, type PageRoute, REDIRECT_ROUTES, type RedirectRoute } from './route-table';
import { useSiteCode } from './site';
import { lazyComponent } from '../lib/lazy-component';

// Declarative routes (useRoutes) rather than a data router: the pages load their own data through
// TanStack Query, so loaders, actions and fetchers would be unused code, and React Router's data
// router is about 18 kB (gzip) more JavaScript on every first visit (the first-visit JavaScript budget).

// Loaded when a path is unknown, not with every page (the first-visit JavaScript budget).
const UnknownPath = lazyComponent(() => import('../features/content/UnknownPath').then((m) => m.UnknownPath));

/** Fetches the code of a path the route table does not know, ahead of its draw. */
export const preloadUnknownPath = (): Promise<void> => UnknownPath.preload();

function UnknownPathPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <UnknownPath />
    </Suspense>
  );
}

interface TitledPageProps {
  Page: ComponentType;
  page: PageId;
  title: Partial<Record<SiteCode, string>>;
}

/**
 * Gives a page the route table's title for the current storefront: drawn here as the page's whole
 * head, or taken up by a page that draws a head of its own (PAGES_WITH_OWN_HEAD).
 */
function TitledPage({ Page, page, title }: TitledPageProps) {
  const siteCode = useSiteCode();
  return (
    <RouteTitleContext.Provider value={title[siteCode]}>
      {!PAGES_WITH_OWN_HEAD.has(page) && <PageTitle />}
      <Page />
    </RouteTitleContext.Provider>
  );
}

/**
 * A page of the route table: its parameters checked first (a failure is 'Page Not Found: {path}',
 * §5), its code loaded in a chunk of its own (a page not built yet is the 404 page, see pages.ts).
 */
function PageElement({ route }: { route: PageRoute }) {
  const params = useParams();
  const { pathname } = useLocation();
  const load = PAGES[route.page];
  if (!load) return <NotFoundPage />;
  if (route.validate && !route.validate(params)) return <NotFoundPage invalidPath={pathname} />;
  const Page = lazyPage(load);
  return (
    <Suspense fallback={<PageLoading />}>
      {route.title ? <TitledPage Page={Page} page={route.page} title={route.title} /> : <Page />}
    </Suspense>
  );
}

/**
 * Redirects once the doubled path is in history, then replaces that entry: the page before it
 * stays reachable with Back, whether the visitor arrived from outside or followed an in-app link.
 */
function RedirectElement({ route }: { route: RedirectRoute }) {
  const location = useLocation();
  // for good: these paths never become pages
  return <Redirect to={route.target(location)} permanent />;
}

/** A page's errors are drawn inside the layout: header and footer stay usable. */
function PageErrors() {
  return (
    <RouteErrorBoundary standalone={false}>
      <Outlet />
    </RouteErrorBoundary>
  );
}

const pageRoute = (route: PageRoute): RouteObject => ({ path: route.path, element: <PageElement route={route} /> });

/** The app's routes: the access rules of §2 (core/identity) decide every route before it draws. */
const APP_ROUTES: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        element: <AccessGuard />,
        children: [
          ...REDIRECT_ROUTES.map((route) => ({ path: route.path, element: <RedirectElement route={route} /> })),
          {
            element: <DefaultLayout />,
            children: [
              {
                element: <PageErrors />,
                children: [
                  ...PAGE_ROUTES.filter((route) => route.layout !== false).map(pageRoute),
                  // a path no route draws: the content service's route rules first, then the 404 page
                  { path: '*', element: <UnknownPathPage /> },
                ],
              },
            ],
          },
          ...PAGE_ROUTES.filter((route) => route.layout === false).map(pageRoute),
        ],
      },
    ],
  },
];

/** The app: its routes inside the last-resort error boundary (a failure of the layout itself). */
export function AppRoutes() {
  return <RouteErrorBoundary standalone>{useRoutes(APP_ROUTES)}</RouteErrorBoundary>;
}
