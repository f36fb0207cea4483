import { useEffect } from 'react';
import { StatusPage } from '../../ui/StatusPage';
import { formatPageTitle } from '../page-title';
import { FALLBACK_SITE_NAME, useSiteCode } from '../site';
import { Button, buttonClass } from '../../ui/Button';

/**
 * Shown for errors nothing else handled (§8). It leans on as little as possible — no content
 * query, no router links — because whatever failed may be one of those.
 */
export function ErrorPage({ standalone = false }: { standalone?: boolean }) {
  const siteCode = useSiteCode();
  useEffect(() => {
    document.title = formatPageTitle('Error', FALLBACK_SITE_NAME[siteCode]);
  }, [siteCode]);
  return (
    <StatusPage
      standalone={standalone}
      heading="Something went wrong"
      actions={
        <>
          <Button onClick={() => window.location.reload()}>Reload page</Button>
          <a className={buttonClass('secondary')} href="/">
            Back To Homepage
          </a>
        </>
      }
    >
      <p>Sorry, this page could not be shown. Reloading usually fixes it; if not, please try again in a few minutes.</p>
    </StatusPage>
  );
}
