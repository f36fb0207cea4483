import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../ui/Link';
import { useHeaderContent, useSiteName } from '../../features/content/content-queries';
import { CartIcon, CloseIcon, MenuIcon } from '../../ui/icons';
import { useSiteCode } from '../site';
import { MainNav } from './MainNav';
import { SearchBox } from './SearchBox';
import './SiteHeader.css';

const NAV_ID = 'site-nav';

/** The brand mark shown until (or instead of) the content service's logo text. */
const FALLBACK_LOGO_TEXT = 'Vitalis';

/** Site header; works from built-in fallbacks when the content service is unreachable. */
export function SiteHeader() {
  const siteCode = useSiteCode();
  const siteName = useSiteName();
  const { data: header } = useHeaderContent();
  const location = useLocation();
  // The menu belongs to the page it was opened on, so any navigation closes it without an effect.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.key;

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpenOn(null);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="site-header" data-site={siteCode}>
      <div className="site-header__bar">
        <button
          type="button"
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls={NAV_ID}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpenOn(menuOpen ? null : location.key)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        {/* Named by its visible words (WCAG 2.5.3 Label in Name: a voice user says what they see), plus 'home' for screen readers. */}
        <Link to="/" className="site-header__brand">
          <span className="site-header__logo">{header?.logoText ?? FALLBACK_LOGO_TEXT}</span>{' '}
          <span className="site-header__title">{siteName}</span> <span className="visually-hidden">home</span>
        </Link>
        <SearchBox placeholder={header?.searchPlaceholder} />
        <Link to="/cart" className="site-header__cart">
          <CartIcon />
          <span>Cart</span>
        </Link>
      </div>
      <MainNav id={NAV_ID} open={menuOpen} utilityLinks={header?.utilityLinks ?? []} />
    </header>
  );
}
