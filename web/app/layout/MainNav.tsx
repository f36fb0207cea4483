import type { Link as LinkData, Navigation } from '../../../core/entities/content';
import { useNavigation } from '../../features/content/content-queries';
import { ContentLink } from '../../ui/ContentLink';

/** Shown when the content service has no main menu for us (offline first visit, outage). */
const FALLBACK_NAV_ITEMS: Navigation['items'] = [
  { label: 'Shop Dogs', href: '/products/dog', children: [] },
  { label: 'Shop Cats', href: '/products/cat', children: [] },
  { label: 'Shop All', href: '/products', children: [] },
];

interface MainNavProps {
  id: string;
  /** open on small screens; from md up the menu is always shown */
  open: boolean;
  utilityLinks: LinkData[];
}

export function MainNav({ id, open, utilityLinks }: MainNavProps) {
  const { data: navigation } = useNavigation('main');
  const items = navigation?.items.length ? navigation.items : FALLBACK_NAV_ITEMS;
  return (
    <nav id={id} className={open ? 'site-nav site-nav--open' : 'site-nav'} aria-label="Main">
      <ul className="site-nav__list">
        {items.map((item) => (
          <li key={item.href} className="site-nav__item">
            <ContentLink link={item} className="site-nav__link" />
            {item.children.length > 0 && (
              <ul className="site-nav__submenu">
                {item.children.map((child) => (
                  <li key={child.href}>
                    <ContentLink link={child} className="site-nav__sublink" />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {utilityLinks.length > 0 && (
        <ul className="site-nav__utility">
          {utilityLinks.map((link) => (
            <li key={link.href}>
              <ContentLink link={link} className="site-nav__utility-link" />
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
