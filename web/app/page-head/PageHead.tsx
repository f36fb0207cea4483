import { useLocation } from 'react-router-dom';
import { useSiteName } from '../../features/content/content-queries';
import { formatPageTitle } from '../page-title';
import { metaDescription } from './page-description';
import { usePageOrigin } from './page-origin';
import { absoluteUrl, withoutTrailingSlash } from './page-url';
import { useRouteTitle } from './route-title';
import type { ShareImage } from './share-image';
import { type JsonLd, jsonLdText } from './structured-data';

// React 19 moves <title>, <meta> and <link> drawn anywhere into the document's head (the server
// writes them ahead of the page's HTML), so a page's head is drawn by the page, on the server too,
// and goes with it when the page goes. One page draws one head: two would mean two titles.

export interface PageHeadProps {
  /** the page's own title; without one, the route table's (§2), else the site name alone */
  title?: string;
  /** plain text describing the page (cut to length here); without one, the shop's own description */
  description?: string | null;
  /**
   * Path (and the query that defines its content) of the page's canonical URL; by default the path
   * it was reached by, without query. null for a page that is not what its URL names (the 404
   * page): no canonical URL then.
   */
  canonicalPath?: string | null;
  /** og:type */
  type?: 'website' | 'product';
  /** the picture a shared link shows */
  image?: ShareImage;
  /** JSON-LD objects; an empty one (null) is left out */
  structuredData?: readonly (JsonLd | null)[];
}

/** The title alone, for pages that search engines and shared links have no use for (cart, account). */
export function PageTitle({ title }: { title?: string }) {
  const siteName = useSiteName();
  const routeTitle = useRouteTitle();
  // React's <title> takes a single string child
  return <title>{formatPageTitle(title ?? routeTitle, siteName)}</title>;
}

/**
 * A public page's head: title ('{page title} | {site name}', §2), description, canonical URL,
 * Open Graph and Twitter card tags, and the page's structured data.
 */
export function PageHead({ title, description, canonicalPath, type = 'website', image, structuredData = [] }: PageHeadProps) {
  const siteName = useSiteName();
  const routeTitle = useRouteTitle();
  const origin = usePageOrigin();
  const { pathname } = useLocation();
  const pageTitle = title ?? routeTitle;
  const shareTitle = pageTitle ?? siteName;
  const text = metaDescription(description);
  const path = canonicalPath === undefined ? withoutTrailingSlash(pathname) : canonicalPath;
  const url = path === null ? null : absoluteUrl(origin, path);
  const imageUrl = image ? absoluteUrl(origin, image.url) : null;
  return (
    <>
      <title>{formatPageTitle(pageTitle, siteName)}</title>
      <meta name="description" content={text} />
      {url && <link rel="canonical" href={url} />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={shareTitle} />
      <meta property="og:description" content={text} />
      {url && <meta property="og:url" content={url} />}
      {image && imageUrl && (
        <>
          <meta property="og:image" content={imageUrl} />
          <meta property="og:image:width" content={String(image.width)} />
          <meta property="og:image:height" content={String(image.height)} />
          <meta property="og:image:alt" content={image.alt} />
        </>
      )}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={shareTitle} />
      <meta name="twitter:description" content={text} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      {structuredData.map((data) => data && <StructuredData key={data['@type']} data={data} />)}
    </>
  );
}

/** A JSON-LD block: data for search engines, which the page never runs (so the CSP has no say). */
function StructuredData({ data }: { data: JsonLd }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with '<' escaped (jsonLdText), in a data block that never runs
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
