import type { ReactNode } from 'react';
import { Link } from './Link';
import type { Link as ContentLinkData } from '../../core/entities/content';

/** Same-origin paths navigate inside the app; anything else is a normal link that leaves it. */
function isAppPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

interface ContentLinkProps {
  link: ContentLinkData;
  className?: string;
  children?: ReactNode;
}

/** A link authored in the content service. */
export function ContentLink({ link, className, children }: ContentLinkProps) {
  const content = children ?? link.label;
  if (isAppPath(link.href)) {
    return (
      <Link to={link.href} className={className}>
        {content}
      </Link>
    );
  }
  return (
    <a href={link.href} className={className} rel="noopener noreferrer">
      {content}
    </a>
  );
}
