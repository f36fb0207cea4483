import type { Link as LinkData } from '../../../core/entities/content';
import { useNotFoundContent } from '../../features/content/not-found-content';
import { ContentLink } from '../../ui/ContentLink';
import { buttonClass } from '../../ui/Button';
import { StatusPage } from '../../ui/StatusPage';
import { Suspense } from 'react';
import { lazyOptional } from '../../lib/lazy-component';
import { PageHead } from '../page-head/PageHead';
import { useIsStaffFeeding } from '../site';
import { useReportPageStatus } from '../page-status';

const BACK_HOME: LinkData = { label: 'Back To Homepage', href: '/' };

// The carousel's code (cards, stock, Swiper) follows the page's own message, which draws at once.
const NotFoundCarousel = lazyOptional(() => import('../../features/catalogue/ProductCarousel').then((m) => m.NotFoundCarousel));

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
      {!staffFeeding && (
        <Suspense fallback={null}>
          <NotFoundCarousel />
        </Suspense>
      )}
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
