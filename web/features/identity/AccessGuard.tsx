import { Suspense, useEffect, useRef } from 'react';
import { matchPath, matchRoutes, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Redirect } from '../../app/Redirect';
import { type AccessDecision, decideAccess, isAccountPath, normalizePath, SIGNED_IN_BOUNCE_PATHS } from '../../../core/identity';
import { PAGE_ROUTES, REDIRECT_ROUTES } from '../../app/route-table';
import { useSiteCode } from '../../app/site';
import { PageLoading } from '../../ui/PageLoading';
import { cameFromThisShop, canGoBack, recordVisit } from './navigation-history';
import { usePendingRedirect } from './pending-redirect';
import { onSignOutInOtherTab } from './sign-out-events';
import { reloadProfileWhenOnline, useUserStore } from './user-store';
import { InactivityFallback } from './InactivityFallback';
import { lazyWithFallback } from '../../lib/lazy-component';

// Only a signed-in user has a session to watch: its code loads with the sign-in, not with every page.
// Without it (offline before the worker cached it) the page goes on, and the fallback still ends the visit.
const InactivityWatcher = lazyWithFallback(() => import('./InactivityWatcher').then((m) => m.InactivityWatcher), InactivityFallback);

const ALLOW: AccessDecision = { kind: 'allow' };

/** A path whose parameters fail its route's check is the 404 page for everyone (§8), not a page to sign in for. */
function failsRouteValidation(pathname: string): boolean {
  return PAGE_ROUTES.some((route) => {
    if (!route.validate) return false;
    const match = matchPath(route.path, pathname);
    return match !== null && !route.validate(match.params);
  });
}
const KNOWN_PATHS = [...PAGE_ROUTES, ...REDIRECT_ROUTES].map((route) => ({ path: route.path }));
/** A path no route draws: the 404 page. */
function isUnmatched(pathname: string): boolean {
  return matchRoutes(KNOWN_PATHS, pathname) === null;
}
/**
 * A path only /{slug} draws: a content page, or no page at all (then the route rules or the 404
 * page). Content pages are the shop's informational pages, open to every visitor (§2).
 */
function isContentSlugPath(pathname: string): boolean {
  return matchRoutes(KNOWN_PATHS, pathname)?.at(-1)?.route.path === '/:slug';
}
const same = (a: AccessDecision, b: AccessDecision) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Applies the access rules of §2 (core/identity decideAccess) to every route, loads the profile
 * of the session cookie once, and runs the inactivity timer while someone is signed in.
 */
export function AccessGuard() {
  const site = useSiteCode();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const status = useUserStore((state) => state.status);
  const isRegistered = useUserStore((state) => state.account?.isRegistered ?? false);
  const clinicRequestPending = useUserStore((state) => Boolean(state.account?.clinicRequest));
  const session = useUserStore((state) => state.session);
  const pending = usePendingRedirect();

  useEffect(() => {
    if (useUserStore.getState().status === 'unknown') void useUserStore.getState().load();
  }, []);
  useEffect(() => reloadProfileWhenOnline(), []);
  // a sign-out in another tab signed this one out too: a fresh start holds nothing of that user in memory
  useEffect(
    () =>
      onSignOutInOtherTab(() => {
        if (useUserStore.getState().status === 'signedIn') window.location.reload();
      }),
    [],
  );
  useEffect(() => recordVisit(pathname + search), [pathname, search]);

  const decide = (authenticated: boolean, registered: boolean): AccessDecision =>
    // an HPSF guest on an unmatched path still sees the 404 page, not the login (account paths aside),
    // and opens a content page, or follows its route rule, as on the named informational paths
    site === 'HPSF' && !authenticated && !isAccountPath(pathname) && (isUnmatched(pathname) || isContentSlugPath(pathname))
      ? ALLOW
      : decideAccess({ site, pathname, search, user: { authenticated, isRegistered: registered, clinicRequestPending } });
  let decision: AccessDecision | null;
  if (failsRouteValidation(pathname)) {
    decision = ALLOW;
  } else if (status === 'unknown') {
    // before the profile is known, only pages every kind of visitor may see are drawn
    const outcomes = [decide(false, false), decide(true, false), decide(true, true)];
    decision = outcomes.every((outcome) => same(outcome, ALLOW)) ? ALLOW : null;
  } else {
    decision = decide(status === 'signedIn', isRegistered);
  }
  const bounceTo = decision?.kind === 'back' && !pending.target ? decision.fallback : null;
  // one step back per arrival: re-renders while the browser goes back must not go back again
  const bouncedFrom = useRef<string | null>(null);
  useEffect(() => {
    const here = pathname + search;
    if (!bounceTo || bouncedFrom.current === here) return;
    bouncedFrom.current = here;
    if (canGoBack()) navigate(-1);
    else if (cameFromThisShop()) window.history.back();
    else navigate(bounceTo, { replace: true });
  }, [bounceTo, pathname, search, navigate]);
  useEffect(() => {
    if (!bounceTo) bouncedFrom.current = null;
  }, [bounceTo]);

  // a sign-in page that just signed someone in sends them to the page it chose
  if (pending.target && SIGNED_IN_BOUNCE_PATHS.concat('/account/login').includes(normalizePath(pathname))) {
    return <Redirect to={pending.target} />;
  }
  if (decision === null) return <PageLoading />;
  if (decision.kind === 'redirect') return <Redirect to={decision.to} />;
  if (decision.kind === 'back') return <PageLoading />;
  return (
    <>
      {status === 'signedIn' && session && (
        <Suspense fallback={null}>
          <InactivityWatcher key={session.expiresAt} seconds={session.tokenInactivityTime} />
        </Suspense>
      )}
      <Outlet />
    </>
  );
}
