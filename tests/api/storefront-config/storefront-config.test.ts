import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contentEntries } from '../../../api/db/schema';
import { startTestServer, type TestServer } from '../../support/api-server';
import { describeEachDatabase, openTestDatabase, type TestDatabase } from '../../support/databases';

const getJson = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, body: await res.json() };
};

describeEachDatabase('storefront config API', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  const setIntegration = (value: unknown) =>
    database.db
      .update(contentEntries)
      .set({ value })
      .where(and(eq(contentEntries.site, 'ALL'), eq(contentEntries.key, 'analytics_integration')));

  beforeAll(async () => {
    database = await openTestDatabase(kind, { seed: true });
    server = await startTestServer(database, {
      ASSETS_DIR: database.assetsDir,
      GTM_ID: 'GTM-AB12CD3',
      SENTRY_DSN: 'https://key@o1.ingest.sentry.io/42',
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('tells the web app the tag manager, the reviews script and the error reporting to use', async () => {
    const { status, body } = await getJson(`${server.dtc}/api/storefront-config`);
    expect(status).toBe(200);
    expect(body).toEqual({
      analytics: { integration: 'gtm', gtmId: 'GTM-AB12CD3' },
      reviews: { scriptUrl: '/reviews/widget.js' },
      errorReporting: { sentryDsn: 'https://key@o1.ingest.sentry.io/42', environment: 'test' },
    });
  });

  it.each([
    ['another integration', 'segment', "'segment' is not supported: the only analytics integration is 'gtm'."],
    ['a key that is not a string', { gtm: true }, 'Analytics integration keys must be strings.'],
    ['no key', '', 'No analytics integration key was found.'],
  ])('answers 400 Invalid analytics integration. for %s, with the note', async (_what, value, note) => {
    await setIntegration(value);
    try {
      const { status, body } = await getJson(`${server.hpsf}/api/storefront-config`);
      expect(status).toBe(400);
      expect(body.error).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'Invalid analytics integration.',
        fields: { analyticsIntegration: note },
      });
    } finally {
      await setIntegration('gtm');
    }
  });
});
