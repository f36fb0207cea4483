import { Outlet } from 'react-router-dom';
import { AnnouncementBar } from './AnnouncementBar';
import { ConnectionStatus } from './ConnectionStatus';
import { FetchAheadOnInteraction } from '../pwa/FetchAheadOnInteraction';
import { ShellNotices } from './ShellNotices';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import './DefaultLayout.css';

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
      <FetchAheadOnInteraction />
    </div>
  );
}
