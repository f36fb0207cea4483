import { useMaintenanceContent } from '../content/content-page-queries';
import { useSiteName } from '../content/content-queries';
import { StatusPage } from '../../ui/StatusPage';
import { ConsentPreferencesButton } from '../consent/ConsentPreferencesButton';
import { buttonClass } from '../../ui/Button';

/**
 * Standalone page (no layout) shown while the shop is down for maintenance. Its text comes from the
 * content service; while that cannot answer (the very situation the page is for, or a first visit
 * offline) a built-in text with the site name stands in.
 */
export function MaintenancePage() {
  const siteName = useSiteName();
  const { data: content } = useMaintenanceContent();
  return (
    <StatusPage
      standalone
      footer={<ConsentPreferencesButton className="status-page__footer-button" />}
      heading={content?.title || "We'll be back soon"}
      actions={
        <a className={buttonClass('primary')} href="/">
          Try again
        </a>
      }
    >
      <p>{content?.message || `${siteName} is down for scheduled maintenance. Please check back in a little while.`}</p>
    </StatusPage>
  );
}
