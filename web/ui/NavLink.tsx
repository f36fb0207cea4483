import { useLocation, useResolvedPath } from 'react-router-dom';
import { Link, type LinkProps } from './Link';

export interface NavLinkProps extends LinkProps {
  /** active only on exactly this path (the default), or on the paths below it too */
  end?: boolean;
}

/** A link of a navigation: marked as the current page (aria-current, class `active`) where the shopper is. */
export function NavLink({ to, end = true, className, ...link }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(to).pathname;
  const active = pathname === target || (!end && pathname.startsWith(target) && pathname.charAt(target.length) === '/');
  const classes = [className, active ? 'active' : undefined].filter(Boolean).join(' ');
  return <Link {...link} to={to} className={classes || undefined} aria-current={active ? 'page' : undefined} />;
}
