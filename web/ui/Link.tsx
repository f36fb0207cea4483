import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router-dom';

/**
 * The shop's links, on React Router's own hooks (useHref, useLinkClickHandler): the router takes
 * a plain click, the browser keeps modified clicks, other targets and downloads. React Router's
 * Link component also carries framework mode's route prefetching, route discovery and view
 * transitions, none of which a single-page shop uses; leaving it out takes ~2 kB gzip off every
 * first visit (npm run bench -- lighthouse).
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** replace the current history entry (by default only when the link points where the page is) */
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** A URL with a scheme or protocol-relative: the browser loads it, not the router (as React Router's Link does). */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

export function Link({ to, replace, state, target, onClick, ...anchor }: LinkProps) {
  const absolute = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const href = useHref(absolute ? '.' : to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  if (absolute) return <a {...anchor} href={to} target={target} onClick={onClick} />;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...anchor} href={href} target={target} onClick={handleClick} />;
}
