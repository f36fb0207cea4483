import { vi } from 'vitest';
import type { ContentPage, RouteRule, Sitemap } from '../../../core/entities/content-page';
import { type ContentFixture, mockContentApi } from '../support/content-api';

/** What the fake content service knows of pages; anything left out answers 404 like an unknown slug. */
export interface ContentPagesFixture extends ContentFixture {
  pages?: ContentPage[];
  routeRules?: RouteRule[];
  sitemap?: Sitemap;
  maintenance?: { title: string; message: string };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const missing = () => json(404, { error: { code: 'NOT_FOUND', message: 'No such content' } });
const data = (value: unknown) => (value === undefined ? missing() : json(200, { data: value }));

/** A page in the contract's shape, its sections given as [heading, html] pairs. */
export function page(slug: string, title: string, sections: [string | null, string][], links: ContentPage['sections'][0]['links'] = []) {
  return {
    slug,
    title,
    summary: `${title} of the Vitalis shop.`,
    updatedAt: '2026-10-01',
    sections: sections.map(([heading, html], index) => ({ heading, html, links: index === sections.length - 1 ? links : [] })),
  } satisfies ContentPage;
}

/** Replaces fetch with a content service serving `fixture`'s pages (and the layout content of mockContentApi). */
export function mockContentPagesApi(fixture: ContentPagesFixture = {}) {
  const layout = mockContentApi(fixture);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    switch (url.pathname) {
      case '/api/cms/v1.0/get-content-page':
        return data(fixture.pages?.find((p) => p.slug === url.searchParams.get('slug')));
      case '/api/cms/v1.0/get-route-rules':
        return data(fixture.routeRules ?? []);
      case '/api/cms/v1.0/get-sitemap':
        return data(fixture.sitemap);
      case '/api/cms/v1.0/get-maintenance':
        return data(fixture.maintenance);
      default:
        return layout(input, init);
    }
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
