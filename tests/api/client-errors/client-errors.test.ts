import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CLIENT_ERROR_LIMITS } from '../../../core/analytics/client-errors';
import { type LogLine, postJson, startLoggedTestServer, type TestServer } from '../../support/api-server';
import { describeEachDatabase, openTestDatabase, type TestDatabase } from '../../support/databases';

const PATH = '/api/client-errors';

const report = (change: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  kind: 'error',
  message: "TypeError: Cannot read properties of undefined (reading 'sku')",
  stack: "TypeError: Cannot read properties of undefined (reading 'sku')\n    at ProductCard (https://shop/assets/index.js:1:2)",
  route: '/products?page=2',
  buildId: 'build-2026-11-25',
  requestId: 'req-1234567890',
  occurredAt: '2026-11-25T14:00:00.000Z',
  ...change,
});

describeEachDatabase('client error reports API', (kind) => {
  let database: TestDatabase;
  let server: TestServer & { lines: LogLine[] };

  const stored = async (id: string) => {
    const { rows } = await database.db.execute<Record<string, unknown>>(
      `select site, kind, message, route, build_id, request_id, report_request_id from client_errors where id = '${id}'`,
    );
    return rows;
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    server = await startLoggedTestServer(database, { ASSETS_DIR: database.assetsDir, RATE_LIMITS: 'clientErrors=8/600' });
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('stores a report with its build, route and request id, and logs it at error level with the request id', async () => {
    const sent = report();
    const res = await postJson(`${server.hpsf}${PATH}`, sent, { 'user-agent': 'test-browser/1.0' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { id: sent.id, stored: true } });
    expect(await stored(sent.id)).toEqual([
      {
        site: 'HPSF',
        kind: 'error',
        message: sent.message,
        route: '/products',
        build_id: 'build-2026-11-25',
        request_id: 'req-1234567890',
        report_request_id: res.headers.get('x-request-id'),
      },
    ]);
    const line = server.lines.find((l) => l.msg === 'client error' && (l.clientError as { id: string }).id === sent.id);
    expect(line).toMatchObject({ level: 50, clientRequestId: 'req-1234567890', requestId: res.headers.get('x-request-id') });
    expect(line?.clientError).toMatchObject({ kind: 'error', route: '/products', buildId: 'build-2026-11-25' });
  });

  it('keeps and logs no secret a report carried: the route without its query, secret URL parameters redacted', async () => {
    const sent = report({
      route: '/shelter/reset-password?token=reset-secret-123#x',
      message: 'Error: could not open /shelter/login?verify=verify-secret-456&next=/cart',
      stack: 'Error: at https://shop/account?code=code-secret-789',
    });
    expect((await postJson(`${server.dtc}${PATH}`, sent)).status).toBe(200);
    const [row] = await stored(sent.id);
    expect(row).toMatchObject({
      route: '/shelter/reset-password',
      message: 'Error: could not open /shelter/login?verify=[redacted]&next=/cart',
    });
    const logged = JSON.stringify(server.lines.filter((l) => (l.clientError as { id?: string } | undefined)?.id === sent.id));
    expect(logged).toContain('/shelter/reset-password');
    for (const secret of ['reset-secret-123', 'verify-secret-456', 'code-secret-789']) expect(logged).not.toContain(secret);
  });

  it('logs an unhandled rejection at warn level, and keeps a report sent twice once', async () => {
    const sent = report({ kind: 'unhandledrejection', message: 'Failed to fetch', stack: null, requestId: null });
    expect((await postJson(`${server.dtc}${PATH}`, sent)).body).toEqual({ data: { id: sent.id, stored: true } });
    expect((await postJson(`${server.dtc}${PATH}`, sent)).body).toEqual({ data: { id: sent.id, stored: false } });
    expect(await stored(sent.id)).toHaveLength(1);
    const lines = server.lines.filter((l) => (l.clientError as { id?: string } | undefined)?.id === sent.id);
    expect(lines.map((l) => l.level)).toEqual([40]);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const tooLong = await postJson(`${server.dtc}${PATH}`, report({ message: 'x'.repeat(CLIENT_ERROR_LIMITS.message + 1) }));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(tooLong.body.error.fields)).toEqual(['message']);

    const noRoute = await postJson(`${server.dtc}${PATH}`, report({ route: undefined, kind: 'crash' }));
    expect(noRoute.status).toBe(400);
    expect(Object.keys(noRoute.body.error.fields).sort()).toEqual(['kind', 'route']);

    const badId = await postJson(`${server.dtc}${PATH}`, report({ id: 'one' }));
    expect(badId.body.error.fields).toEqual({ id: 'must be a report id (a uuid)' });
  });

  it('refuses a body over its own limit (16 kB) with 413, below the general limit', async () => {
    const res = await postJson(`${server.dtc}${PATH}`, report({ stack: 'x'.repeat(20_000) }));
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('limits reports per client (429 with Retry-After)', async () => {
    let last = await postJson(`${server.dtc}${PATH}`, report());
    for (let i = 0; i < 10 && last.status !== 429; i++) last = await postJson(`${server.dtc}${PATH}`, report());
    expect(last.status).toBe(429);
    expect(last.body.error.code).toBe('RATE_LIMITED');
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
