// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ERROR_LIMITS } from '../../../../core/analytics/client-errors';
import { AppErrorBoundary } from '../../../../web/app/errors/AppErrorBoundary';
import { catchError, MAX_REPORTS_PER_PAGE } from '../../../../web/app/errors/caught-error';
import { installErrorReporting, reportClientError } from '../../../../web/app/errors/report-client-error';
import { resetSenderForTests, sendWaitingReports } from '../../../../web/app/errors/send-client-errors';
import { callEndpoint } from '../../../../web/lib/api';
import { listDeferred } from '../../../../web/lib/local-db/deferred';
import { getStorefrontConfig } from '../../../../core/contract/refs';
import { freshLocalDb } from '../../cart/state/support/local-db';

const sentry = vi.hoisted(() => ({ init: vi.fn(), captureException: vi.fn(), scopes: [] as Record<string, unknown>[] }));
vi.mock('@sentry/browser', () => ({
  init: sentry.init,
  captureException: sentry.captureException,
  withScope: (fn: (scope: unknown) => void) => {
    const tags: Record<string, unknown> = {};
    sentry.scopes.push(tags);
    fn({ setTags: (t: Record<string, unknown>) => Object.assign(tags, t), setContext: () => undefined });
  },
}));

const here = { route: '/products', requestId: null, occurredAt: '2026-11-25T14:00:00.000Z' };

interface Sent {
  id: string;
  kind: string;
  message: string;
  route: string;
  buildId: string;
  requestId: string | null;
  componentStack: string | null;
}

let online = true;
let reachable = true;
let sentryDsn: string | null = null;
const sent: Sent[] = [];
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

beforeEach(() => {
  freshLocalDb();
  localStorage.clear();
  resetSenderForTests();
  sent.length = 0;
  sentry.init.mockClear();
  sentry.captureException.mockClear();
  sentry.scopes.length = 0;
  online = true;
  reachable = true;
  sentryDsn = null;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  document.head.innerHTML = '<meta name="build-id" content="build-42">';
  window.history.replaceState(null, '', '/products/dog?page=2');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (!reachable) throw new TypeError('Failed to fetch');
      if (path === '/api/client-errors') {
        const report = JSON.parse(String(init?.body)) as Sent;
        const stored = !sent.some((r) => r.id === report.id);
        if (stored) sent.push(report);
        return json(200, { data: { id: report.id, stored } });
      }
      if (path === '/api/storefront-config') {
        const config = { analytics: { integration: 'gtm', gtmId: null }, reviews: { scriptUrl: '/r.js' } };
        return json(200, { ...config, errorReporting: { sentryDsn, environment: 'production' } }, { 'X-Request-Id': 'req-config' });
      }
      return json(200, { data: {} }, { 'X-Request-Id': 'req-from-last-answer' });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('client error reports', () => {
  it('carry the build id, the route’s path (a query may hold a secret), the last request id; long texts are cut to size', async () => {
    await callEndpoint(getStorefrontConfig, {});
    const error = new Error('x'.repeat(CLIENT_ERROR_LIMITS.message + 50));
    reportClientError(error, 'error');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ kind: 'error', route: '/products/dog', buildId: 'build-42', requestId: 'req-config' });
    expect(sent[0].message).toHaveLength(CLIENT_ERROR_LIMITS.message);
    expect(sent[0].message.endsWith('…')).toBe(true);
  });

  it('a page reports one error once and at most a few in all (no loop)', () => {
    const error = new Error('render failed');
    expect(catchError(error, 'error', null, here)).not.toBeNull();
    expect(catchError(error, 'error', null, here)).toBeNull();
    for (let i = 0; i < 20; i++) catchError(new Error(`other ${i}`), 'error', null, here);
    expect(catchError(new Error('one more'), 'error', null, here)).toBeNull();
    resetSenderForTests();
    let made = 0;
    for (let i = 0; i < 20; i++) if (catchError(new Error(`e${i}`), 'unhandledrejection', null, here)) made++;
    expect(made).toBe(MAX_REPORTS_PER_PAGE);
  });

  it('uncaught errors and unhandled rejections are reported by the window listeners', async () => {
    installErrorReporting();
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('boom'), message: 'boom' }));
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = new Error('lost promise');
    window.dispatchEvent(rejection);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((r) => [r.kind, r.message])).toEqual([
      ['error', 'TypeError: boom'],
      ['unhandledrejection', 'Error: lost promise'],
    ]);
  });

  it("the error boundary's catch is reported with React's component stack", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('page failed');
    }
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ kind: 'boundary', message: 'Error: page failed' });
    expect(sent[0].componentStack).toContain('Broken');
  });

  it('made offline: kept on the device and sent later, in order, once', async () => {
    online = false;
    reachable = false;
    reportClientError(new Error('first'), 'error');
    reportClientError(new Error('second'), 'unhandledrejection');
    await vi.waitFor(async () => expect(await listDeferred('client-error')).toHaveLength(2));
    expect(sent).toEqual([]);

    online = true;
    reachable = true;
    await Promise.all([sendWaitingReports(), sendWaitingReports()]);
    await sendWaitingReports();
    expect(sent.map((r) => r.message)).toEqual(['Error: first', 'Error: second']);
    expect(await listDeferred('client-error')).toEqual([]);
  });

  it('goes to Sentry too when the storefront config names a DSN, once per stored report', async () => {
    sentryDsn = 'https://key@o1.ingest.sentry.io/42';
    reportClientError(new Error('card failed'), 'error');
    await vi.waitFor(() => expect(sentry.captureException).toHaveBeenCalledTimes(1));
    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: 'https://key@o1.ingest.sentry.io/42', environment: 'production', release: 'build-42' }),
    );
    expect((sentry.captureException.mock.calls[0][0] as Error).message).toBe('card failed');
    expect(sentry.scopes[0]).toMatchObject({ kind: 'error', route: '/products/dog' });
    reportClientError(new Error('another'), 'unhandledrejection');
    await vi.waitFor(() => expect(sentry.captureException).toHaveBeenCalledTimes(2));
    expect(sentry.init).toHaveBeenCalledTimes(1);
  });

  it('never loads Sentry without a DSN', async () => {
    reportClientError(new Error('card failed'), 'error');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentry.init).not.toHaveBeenCalled();
    expect(sentry.captureException).not.toHaveBeenCalled();
  });
});
