import { Link } from '../../ui/Link';
import type { Link as LinkData } from '../../../core/entities/content';
import { LoadError } from '../../ui/LoadError';
import { PageLoading } from '../../ui/PageLoading';
import type { SitemapData } from './content-page-api';
import { needsConnection, useSitemap } from './content-page-queries';
import { NeedsConnection } from './NeedsConnection';
import './SitemapPage.css';

function LinkList({ links, label }: { links: LinkData[]; label?: string }) {
  return (
    <ul className="sitemap__links" aria-label={label}>
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}

/** Every page, category and product of the storefront, grouped, each a link. */
export function SitemapView({ sitemap }: { sitemap: SitemapData }) {
  return (
    <div className="sitemap">
      <h1>Sitemap</h1>
      <section className="sitemap__group" aria-labelledby="sitemap-pages">
        <h2 id="sitemap-pages">Pages</h2>
        <LinkList links={sitemap.pages} />
      </section>
      <section className="sitemap__group" aria-labelledby="sitemap-categories">
        <h2 id="sitemap-categories">Categories</h2>
        <div className="sitemap__columns">
          {sitemap.categories.map((category) => (
            <div key={category.href} className="sitemap__category">
              <h3>
                <Link to={category.href}>{category.title}</Link>
              </h3>
              {category.sections.map((section) => (
                <div key={section.title} className="sitemap__section">
                  <h4>{section.title}</h4>
                  <LinkList links={section.links} label={`${category.title}: ${section.title}`} />
                </div>
              ))}
            </div>
          ))}
        </div>
      </section>
      <section className="sitemap__group" aria-labelledby="sitemap-products">
        <h2 id="sitemap-products">Products</h2>
        {sitemap.products.map((section) => (
          <div key={section.title} className="sitemap__section">
            <h3>{section.title}</h3>
            <LinkList links={section.links} label={section.title} />
          </div>
        ))}
      </section>
    </div>
  );
}

/** §2 /sitemap: from the stored answer offline once visited; never visited, it says it needs a connection. */
export function SitemapPage() {
  const query = useSitemap();
  if (query.data) return <SitemapView sitemap={query.data} />;
  if (needsConnection(query)) return <NeedsConnection what="The sitemap" onRetry={() => void query.refetch()} />;
  if (query.error) return <LoadError what="the sitemap" onRetry={() => void query.refetch()} className="sitemap" />;
  return <PageLoading />;
}
