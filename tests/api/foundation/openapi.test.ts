/**
 * GET /api/openapi.json over real HTTP: a valid OpenAPI 3.1 document, and every endpoint of the
 * contract in it with each of its methods, its parameters, its body, its answer and the error
 * envelope. The endpoints are listed here from core/contract's exports, not from the generator,
 * so an endpoint that the document leaves out fails this test.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '../../../core/contract';
import { startTestServer, type TestServer } from '../../support/api-server';
import { openTestDatabase, type TestDatabase } from '../../support/databases';

interface Operation {
  operationId: string;
  parameters?: { name: string; in: string; required: boolean; schema?: unknown; content?: unknown }[];
  requestBody?: { content: Record<string, { schema: { $ref: string } }> };
  responses: Record<string, { content?: Record<string, { schema: { $ref: string } }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
}

/** Every endpoint core/contract exports, with the area and name it is exported under. */
function endpointsOfTheContract() {
  const found: { area: string; name: string; endpoint: contract.Endpoint }[] = [];
  for (const [area, exports] of Object.entries(contract)) {
    if (typeof exports !== 'object' || exports === null) continue;
    for (const [name, value] of Object.entries(exports)) {
      const candidate = value as Partial<contract.Endpoint>;
      if (typeof candidate?.path === 'string' && Array.isArray(candidate.methods) && candidate.input instanceof z.ZodType) {
        found.push({ area, name, endpoint: candidate as contract.Endpoint });
      }
    }
  }
  return found;
}

const templateOf = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const pathParamsOf = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);
const schemaName = (ref: string) => ref.replace('#/components/schemas/', '');

describe('the OpenAPI document', () => {
  let database: TestDatabase;
  let server: TestServer;
  let document: OpenApiDocument;
  let response: Response;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    server = await startTestServer(database);
    response = await fetch(`${server.dtc}/api/openapi.json`);
    document = (await response.json()) as OpenApiDocument;
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  it('is served as JSON with an ETag, and is a valid OpenAPI 3.1 document whose references all resolve', async () => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await fetch(`${server.hpsf}/api/openapi.json`, { headers: { 'if-none-match': etag! } })).status).toBe(304);
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as never);
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('lists every endpoint of the contract with each of its methods, and nothing else', () => {
    const endpoints = endpointsOfTheContract();
    expect(endpoints.length).toBeGreaterThan(90);
    const expected = endpoints.flatMap(({ endpoint }) => endpoint.methods.map((method) => `${method} ${templateOf(endpoint.path)}`));
    const listed = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual([...new Set(expected)].sort());
  });

  it('gives each operation its path params, its query or JSON body, its answer and the error envelope', () => {
    for (const { area, name, endpoint } of endpointsOfTheContract()) {
      const inputFields = Object.keys((endpoint.input as unknown as { shape?: object }).shape ?? {});
      const pathParams = pathParamsOf(endpoint.path);
      for (const method of endpoint.methods) {
        const label = `${method} ${endpoint.path}`;
        const operation = document.paths[templateOf(endpoint.path)][method.toLowerCase()];
        const parameters = operation.parameters ?? [];
        const named = (place: string) => parameters.filter((p) => p.in === place).map((p) => p.name);
        expect(named('path'), label).toEqual(pathParams);
        const bodyFields = inputFields.filter((field) => !pathParams.includes(field));
        if (method === 'GET') {
          expect(named('query').sort(), label).toEqual(bodyFields.sort());
          expect(operation.requestBody, label).toBeUndefined();
        } else {
          const ref = operation.requestBody?.content['application/json'].schema.$ref;
          expect(ref, label).toBe(`#/components/schemas/${area}.${name}.input`);
          expect(Object.keys(document.components.schemas[schemaName(ref!)].properties ?? {}).sort(), label).toEqual(bodyFields.sort());
        }
        expect(named('header').includes('Idempotency-Key'), label).toBe(endpoint.idempotent === true);
        const answer = operation.responses['200'].content?.['application/json'].schema.$ref;
        expect(answer, label).toBe(`#/components/schemas/${area}.${name}.output`);
        for (const status of ['400', '4XX']) {
          expect(operation.responses[status].content?.['application/json'].schema.$ref, label).toBe('#/components/schemas/ErrorEnvelope');
        }
      }
    }
  });

  it('describes the error envelope of core/contract/errors.ts and the answers as their zod schemas say', () => {
    const envelope = document.components.schemas.ErrorEnvelope as { properties: { error: { properties: { code: { enum: string[] } } } } };
    expect(envelope.properties.error.properties.code.enum).toEqual([...contract.ERROR_CODES]);
    const cart = document.components.schemas['cart.updateCartNote.input'];
    expect(cart.required?.sort()).toEqual(['cartId', 'note']);
    expect(cart.properties?.cartId).toMatchObject({ type: 'string', format: 'uuid' });
    // a GET's text field is a plain query parameter, any other field travels as JSON (api/http/validate.ts)
    const filtered = document.paths['/api/cms/v1.0/get-filtered-products'].get.parameters ?? [];
    expect(filtered.find((p) => p.name === 'search')?.schema).toMatchObject({ type: 'string', maxLength: 200 });
    expect(filtered.find((p) => p.name === 'filters')?.content).toHaveProperty('application/json');
  });
});
