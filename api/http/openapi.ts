/**
 * The API contract as an OpenAPI 3.1 document (`GET /api/openapi.json`), made from the zod
 * contract itself so it cannot drift from what the server validates. OpenAPI 3.1's schema objects
 * are JSON Schema 2020-12, which zod 4 writes on its own (`z.toJSONSchema`): no converter library
 * is needed, only the HTTP framing below (paths, parameters, bodies, answers).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Router from '@koa/router';
import { z } from 'zod';
import * as contract from '../../core/contract';
import { repoRoot } from '../code-location';
import {
  CLICK_STREAM_STORE_HEADER,
  DONATION_PATHS,
  DONATION_STORE_HEADER,
  type Endpoint,
  errorEnvelopeSchema,
  type HttpMethod,
} from '../../core/contract';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from './idempotency';
import { etagOf } from './endpoints';
import { sendCacheable } from './response-cache';
import { SESSION_COOKIE } from './session';

export const OPENAPI_PATH = '/api/openapi.json';

/** An endpoint of the contract with the names it is exported under (`cart`, `createCart`). */
export interface ContractEndpoint {
  area: string;
  name: string;
  endpoint: Endpoint;
}

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).path === 'string' &&
  Array.isArray((value as Endpoint).methods) &&
  (value as Endpoint).input instanceof z.ZodType &&
  (value as Endpoint).output instanceof z.ZodType;

/** Every endpoint the contract exports, area by area (core/contract/index.ts). */
export function contractEndpoints(): ContractEndpoint[] {
  const found: ContractEndpoint[] = [];
  for (const [area, exports] of Object.entries(contract)) {
    if (typeof exports !== 'object' || exports === null) continue;
    for (const [name, value] of Object.entries(exports)) if (isEndpoint(value)) found.push({ area, name, endpoint: value });
  }
  return found;
}

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

/** The JSON Schema (2020-12, as OpenAPI 3.1 reads it) of what a client sends or what it receives. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, target: 'draft-2020-12' }) as JsonSchema;
  return rest;
}

/** The `:param` names of a contract path, and the path as OpenAPI writes it (`{param}`). */
export function pathTemplate(path: string): { template: string; params: string[] } {
  const params: string[] = [];
  const template = path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    params.push(name);
    return `{${name}}`;
  });
  return { template, params };
}

/** `schema` without the fields named in `omit` (path params, which travel in the path). */
function without(schema: JsonSchema, omit: readonly string[]): JsonSchema {
  if (omit.length === 0 || !schema.properties) return schema;
  const properties = Object.fromEntries(Object.entries(schema.properties).filter(([key]) => !omit.includes(key)));
  const { required: _all, ...rest } = schema;
  const required = (schema.required ?? []).filter((key) => !omit.includes(key));
  return { ...rest, properties, ...(required.length > 0 ? { required } : {}) };
}

/** A query field the server reads as text (api/http/validate.ts); any other value is sent as JSON. */
function isText(schema: JsonSchema): boolean {
  if (schema.type === 'string') return true;
  if (Array.isArray(schema.enum)) return schema.enum.every((value) => typeof value === 'string');
  return typeof schema.const === 'string';
}

/** The query parameters of a GET: a text field as is (a text list as repeated keys), anything else as JSON. */
function queryParameters(input: JsonSchema): Record<string, unknown>[] {
  const required = new Set(input.required ?? []);
  return Object.entries(input.properties ?? {}).map(([name, schema]) => {
    const base = { name, in: 'query', required: required.has(name) };
    if (isText(schema)) return { ...base, schema };
    const items = schema.items as JsonSchema | undefined;
    if (schema.type === 'array' && items && isText(items)) return { ...base, schema, style: 'form', explode: true };
    return { ...base, content: { 'application/json': { schema } } };
  });
}

/** The store-id header a donation call carries (§7), or null for the other endpoints. */
function storeHeaderOf(path: string): string | null {
  if (path === DONATION_PATHS.clickStreamEvents) return CLICK_STREAM_STORE_HEADER;
  return path.startsWith('/api/donation/') ? DONATION_STORE_HEADER : null;
}

const ERROR_REF = { $ref: '#/components/schemas/ErrorEnvelope' };
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ERROR_REF } } });

/** One operation: an endpoint called with one of its methods. */
function operation(entry: ContractEndpoint, method: HttpMethod, names: { input: string; output: string }, input: JsonSchema) {
  const { endpoint } = entry;
  const { params } = pathTemplate(endpoint.path);
  const parameters: Record<string, unknown>[] = params.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: input.properties?.[name] ?? { type: 'string' },
  }));
  const storeHeader = storeHeaderOf(endpoint.path);
  if (storeHeader) parameters.push({ name: storeHeader, in: 'header', required: true, schema: { type: 'string' } });
  if (endpoint.idempotent) {
    parameters.push({
      name: IDEMPOTENCY_KEY_HEADER,
      in: 'header',
      required: false,
      description: 'Retries with the same key replay the first answer; the same key with another body is 422.',
      schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' },
    });
  }
  const body = without(input, params);
  if (method === 'GET') parameters.push(...queryParameters(body));
  const sendsBody = method === 'POST' || method === 'PUT';
  const ok: Record<string, unknown> = {
    description: 'The answer',
    content: { 'application/json': { schema: { $ref: `#/components/schemas/${names.output}` } } },
  };
  if (endpoint.idempotent) {
    ok.headers = {
      [IDEMPOTENT_REPLAYED_HEADER]: { description: "'true' when this is a stored answer replayed", schema: { type: 'string' } },
    };
  }
  return {
    operationId: endpoint.methods.length > 1 ? `${entry.area}.${entry.name}.${method.toLowerCase()}` : `${entry.area}.${entry.name}`,
    tags: [entry.area],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(sendsBody
      ? {
          requestBody: {
            required: (body.required ?? []).length > 0,
            content: { 'application/json': { schema: { $ref: `#/components/schemas/${names.input}` } } },
          },
        }
      : {}),
    responses: {
      '200': ok,
      ...(endpoint.cacheable ? { '304': { description: 'Not modified: If-None-Match names the current ETag' } } : {}),
      '400': errorResponse('Bad input: VALIDATION_FAILED, each failing field named in error.fields'),
      '4XX': errorResponse('Refused (not signed in, not found, conflict, rate limited …): the error envelope'),
      '5XX': errorResponse('The server failed: the error envelope, naming the request id'),
    },
  };
}

const { version } = createRequire(import.meta.url)(join(repoRoot, 'package.json')) as { version: string };

/** The OpenAPI 3.1 document of every endpoint of the contract. */
export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas: Record<string, unknown> = { ErrorEnvelope: jsonSchemaOf(errorEnvelopeSchema, 'output') };
  const entries = contractEndpoints();
  for (const entry of entries) {
    const names = { input: `${entry.area}.${entry.name}.input`, output: `${entry.area}.${entry.name}.output` };
    const { template, params } = pathTemplate(entry.endpoint.path);
    const input = jsonSchemaOf(entry.endpoint.input, 'input');
    schemas[names.input] = without(input, params);
    schemas[names.output] = jsonSchemaOf(entry.endpoint.output, 'output');
    paths[template] ??= {};
    for (const method of entry.endpoint.methods) paths[template][method.toLowerCase()] = operation(entry, method, names, input);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vitalis pet nutrition shop API',
      version,
      description:
        'Every endpoint of the shop, made from its zod contract (core/contract). Writes take JSON (application/json) ' +
        'and, from a browser, an Origin of the storefront itself. Errors share one envelope { error: { code, message, fields? } }.',
    },
    tags: [...new Set(entries.map((entry) => entry.area))].map((name) => ({ name })),
    // signed out, or signed in by the session cookie (browsers) or the same token as a bearer token
    security: [{}, { session: [] }, { bearer: [] }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        bearer: { type: 'http', scheme: 'bearer' },
      },
    },
  };
}

/**
 * GET /api/openapi.json. The document is made on the first ask and then kept (it changes only
 * with the code), sent with an ETag and gzip like the cached reads.
 */
export function openApiRoutes(): Router {
  const router = new Router();
  let made: { bytes: Buffer; etag: string } | undefined;
  router.get(OPENAPI_PATH, (ctx) => {
    if (!made) {
      const json = JSON.stringify(openApiDocument());
      made = { bytes: Buffer.from(json), etag: etagOf(json) };
    }
    sendCacheable(ctx, made);
  });
  return router;
}
