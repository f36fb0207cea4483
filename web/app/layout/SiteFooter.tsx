import { ConsentPreferencesButton } from '../../features/consent/ConsentPreferencesButton';
import { useFooterContent, useSiteName } from '../../features/content/content-queries';
import { ContentLink } from '../../ui/ContentLink';
import { usePageBuildId } from '../pwa/build-meta';
import './SiteFooter.css';

/**
 * Site footer from the content service; the site name and a copyright line when it is unavailable.
 * The cookie preferences are reachable from here on every page (§4 Consent).
 */
export function SiteFooter() {
  const siteName = useSiteName();
  const { data: footer } = useFooterContent();
  const buildId = usePageBuildId();
  const legal = footer?.legal || `© ${new Date().getFullYear()} ${siteName}. All rights reserved.`;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__name">{siteName}</p>
        {footer?.columns.map((column) => (
          <nav key={column.title} className="site-footer__column" aria-label={column.title}>
            <h2 className="site-footer__heading">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <ContentLink link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="site-footer__consent">
        <ConsentPreferencesButton className="site-footer__consent-button" />
      </p>
      <p className="site-footer__legal">{legal}</p>
      <p className="site-footer__version">Version {buildId}</p>
    </footer>
  );
}
