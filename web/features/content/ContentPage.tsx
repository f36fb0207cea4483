import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { CONTENT_SLUG_MAX_LENGTH, CONTENT_SLUG_PATTERN } from '../../../core/entities/content-page';
import { PageHead, PageTitle } from '../../app/page-head/PageHead';
import { PAGE_ROUTES } from '../../app/route-table';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { ContentLink } from '../../ui/ContentLink';
import { LoadError } from '../../ui/LoadError';
import { PageLoading } from '../../ui/PageLoading';
import type { ContentPageData } from './content-page-api';
import { isMissingPage, needsConnection, useContentPage, usePrefetchRouteRules } from './content-page-queries';
import { NeedsConnection } from './NeedsConnection';
import { UnknownPath } from './UnknownPath';
import './ContentPage.css';

/** Paths whose title the route table gives (§2: Terms & Conditions, Shipping, Autoship, FAQ). */
const TITLED_PATHS = new Set(PAGE_ROUTES.filter((route) => route.page === 'contentPage' && route.title).map((route) => route.path));
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'October 1, 2026' for '2026-10-01'. */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** The slug of /{slug} or of a named path (/faq), lower-cased; null when the path cannot name a page. */
function slugOf(param: string | undefined, pathname: string): string | null {
  const slug = (param ?? pathname.replace(/^\/+|\/+$/g, '')).toLowerCase();
  return slug.length <= CONTENT_SLUG_MAX_LENGTH && CONTENT_SLUG_PATTERN.test(slug) ? slug : null;
}

/** One section: its heading, its body sanitised as §5 says before it is drawn, then its links. */
function Section({ section }: { section: ContentPageData['sections'][number] }) {
  const html = useMemo(() => sanitizeHtml(section.html), [section.html]);
  // a plain section, not a named region: a page of ten sections would otherwise list ten landmarks
  return (
    <section className="content-page__section">
      {section.heading && <h2>{section.heading}</h2>}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above (§5) */}
      <div className="content-page__body" dangerouslySetInnerHTML={{ __html: html }} />
      {section.links.length > 0 && (
        <ul className="content-page__links">
          {section.links.map((link) => (
            <li key={link.href}>
              <ContentLink link={link} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ContentArticle({ page }: { page: ContentPageData }) {
  return (
    <article className="content-page">
      <header className="content-page__header">
        <h1>{page.title}</h1>
        <p className="content-page__updated">Last updated {formatLongDate(page.updatedAt)}</p>
      </header>
      {page.sections.map((section, index) => (
        // sections have no id of their own; their order is the page's
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
        <Section key={index} section={section} />
      ))}
    </article>
  );
}

/**
 * A content page of the content service (§2 /{slug} and the named paths): drawn from the stored
 * answer offline once visited; a page never visited says it needs a connection; an unknown or
 * unpublished slug goes through the route rules to the 404 page.
 */
export function ContentPage() {
  const { slug: param } = useParams();
  const { pathname } = useLocation();
  const slug = slugOf(param, pathname);
  if (!slug) return <UnknownPath />;
  return <ContentPageOf key={slug} slug={slug} titled={TITLED_PATHS.has(`/${slug}`)} />;
}

function ContentPageOf({ slug, titled }: { slug: string; titled: boolean }) {
  const query = useContentPage(slug);
  usePrefetchRouteRules();
  const { data: page, error } = query;
  if (!page && isMissingPage(error)) return <UnknownPath />;
  // a named path keeps the route table's title (§2), /{slug} takes the page's own
  const title = titled ? undefined : page?.title;
  // the canonical path is the lower-case slug the page is stored under ('/About' is '/about')
  const head = page ? <PageHead title={title} description={page.summary} canonicalPath={`/${slug}`} /> : <PageTitle title={title} />;
  return (
    <>
      {head}
      {page ? <ContentArticle page={page} /> : <ContentPending query={query} />}
    </>
  );
}

/** While the page has not come: loading, or why it cannot come. */
function ContentPending({ query }: { query: ReturnType<typeof useContentPage> }) {
  if (needsConnection(query)) return <NeedsConnection what="This page" onRetry={() => void query.refetch()} />;
  if (query.error) return <LoadError what="this page" onRetry={() => void query.refetch()} className="content-page" />;
  return <PageLoading />;
}
