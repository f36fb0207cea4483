import type { Link as LinkData } from '../../../core/entities/content';
import { useNotFoundContent } from '../../features/content/not-found-content';
import { ContentLink } from '../../ui/ContentLink';
import { buttonClass } from '../../ui/Button';
import { StatusPage } from '../../ui/StatusPage';
import { NotFoundCarousel } from '../../features/catalogue/ProductCarousel';
import { PageHead } from '../page-head/PageHead';
import { useIsStaffFeeding } from '../site';
import { useReportPageStatus } from '../page-status';

const BACK_HOME: LinkData = { label: 'Back To Homepage', href: '/' };

export interface NotFoundPageProps {
  /** set when a route matched but its parameters failed validation (§5) */
  invalidPath?: string;
}

/**
 * The 404 page of §2: fixed heading, the rest from the content service with safe defaults, and the
 * recommended carousel of page '404' except in staff-feeding mode.
 */
export function NotFoundView({ invalidPath }: NotFoundPageProps) {
  useReportPageStatus(404);
  const content = useNotFoundContent();
  const staffFeeding = useIsStaffFeeding();
  const ctas = content.ctas.length ? content.ctas : [BACK_HOME];
  return (
    <>
      {/* no canonical URL: the page is not what its address names */}
      <PageHead title="404 Error" canonicalPath={null} />
      <NotFoundStatus invalidPath={invalidPath} content={content} ctas={ctas} />
      {/* in this page's code, not loaded after it: a part still loading when the page hydrates
        would be drawn again from nothing by the first update that reached it (the shopper's sign-in
        state), and the server's carousel would vanish and come back */}
      {!staffFeeding && <NotFoundCarousel />}
    </>
  );
}

interface NotFoundStatusProps extends NotFoundPageProps {
  content: ReturnType<typeof useNotFoundContent>;
  ctas: LinkData[];
}

function NotFoundStatus({ invalidPath, content, ctas }: NotFoundStatusProps) {
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
