import { useSiteName } from '../content/content-queries';
import { StatusPage } from '../../ui/StatusPage';
import { buttonClass } from '../../ui/Button';

/** Standalone page (no layout) shown while the shop is down for maintenance. */
export function MaintenancePage() {
  const siteName = useSiteName();
  return (
    <StatusPage
      standalone
      heading="We'll be back soon"
      actions={
        <a className={buttonClass('primary')} href="/">
          Try again
        </a>
      }
    >
      <p>{siteName} is down for scheduled maintenance. Please check back in a little while.</p>
    </StatusPage>
  );
}
