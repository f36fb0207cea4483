import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { firstInteraction } from '../../lib/first-interaction';
import { AnnouncementBar } from './AnnouncementBar';
import { ConnectionStatus } from './ConnectionStatus';
import { ShellNotices } from './ShellNotices';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import './DefaultLayout.css';

// Fetching ahead serves a shopper who is looking around: its code loads at their first
// interaction, not with the page (issue 3: the JavaScript a first visit loads).
const LinkPrefetcher = lazy(() =>
  firstInteraction()
    .then(() => import('./LinkPrefetcher'))
    .then((m) => ({ default: m.LinkPrefetcher })),
);

/** Header, page and footer: the frame of every page except the standalone ones (§2). */
export function DefaultLayout() {
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <AnnouncementBar />
      <SiteHeader />
      <ConnectionStatus />
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ShellNotices />
      <Suspense fallback={null}>
        <LinkPrefetcher />
      </Suspense>
    </div>
  );
}
