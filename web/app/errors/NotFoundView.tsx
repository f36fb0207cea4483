import type { Link as LinkData } from '../../../core/entities/content';
import { useNotFoundContent } from '../../features/content/content-queries';
import { ContentLink } from '../../ui/ContentLink';
import { buttonClass } from '../../ui/Button';
import { StatusPage } from '../../ui/StatusPage';
import { usePageTitle } from '../page-title';

const BACK_HOME: LinkData = { label: 'Back To Homepage', href: '/' };

export interface NotFoundPageProps {
  /** set when a route matched but its parameters failed validation (§5) */
  invalidPath?: string;
}

/** The 404 page of §2: fixed heading, the rest from the content service with safe defaults. */
export function NotFoundView({ invalidPath }: NotFoundPageProps) {
  usePageTitle('404 Error');
  const content = useNotFoundContent();
  const ctas = content.ctas.length ? content.ctas : [BACK_HOME];
  return (
    <StatusPage
      heading={invalidPath === undefined ? 'Page not found' : `Page Not Found: ${invalidPath}`}
      image={content.image}
      actions={ctas.map((cta, index) => (
        <ContentLink key={cta.href} link={cta} className={buttonClass(index === 0 ? 'primary' : 'secondary')} />
      ))}
    >
      {content.title && <h2>{content.title}</h2>}
      <p>{content.message ?? 'The page you are looking for does not exist or has moved.'}</p>
    </StatusPage>
  );
}
