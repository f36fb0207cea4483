import type { Context } from 'koa';
import type { z } from 'zod';
import type { Endpoint } from '../../core/contract';
import { badRequest } from './errors';

/** Names the failing field the way a client sent it: 'lineItems[0].quantity'. */
function fieldPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'body';
  return path.reduce<string>((acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)), '');
}

/** zod issues → { field: message }, first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = fieldPath(issue.path);
    fields[name] ??= issue.message;
  }
  return fields;
}

type ZodDef = { type: string; innerType?: z.ZodType; element?: z.ZodType; shape?: Record<string, z.ZodType> };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** Strips optional/default/nullable wrappers to find what a field really holds. */
function coreType(schema: z.ZodType): ZodDef {
  let def = defOf(schema);
  while (def.innerType) def = defOf(def.innerType);
  return def;
}

const TEXT_TYPES = new Set(['string', 'enum', 'literal', 'template_literal']);

function decode(raw: string, wantsText: boolean): unknown {
  if (wantsText) return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/**
 * Query strings carry only text. Fields the schema declares as text stay text; any other field
 * is read as JSON (numbers, booleans, arrays, objects), and repeated keys of an array field are
 * collected, so GET reads take the same input schema as their POST form.
 */
export function queryToInput(query: Record<string, string | string[] | undefined>, schema: z.ZodType): Record<string, unknown> {
  const shape = coreType(schema).shape ?? {};
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    // own fields only: `constructor` or `toString` in a query must not find Object.prototype's
    const field = Object.hasOwn(shape, key) ? coreType(shape[key]) : undefined;
    const wantsText = field ? TEXT_TYPES.has(field.type) : true;
    if (field?.type === 'array') {
      const elementIsText = field.element ? TEXT_TYPES.has(coreType(field.element).type) : true;
      const values = Array.isArray(value) ? value : [value];
      input[key] =
        values.length === 1 && values[0].startsWith('[') ? decode(values[0], false) : values.map((v) => decode(v, elementIsText));
    } else {
      input[key] = decode(Array.isArray(value) ? value[value.length - 1] : value, wantsText);
    }
  }
  return input;
}

/** A UTF-16 surrogate without its other half: not a character, and not valid UTF-8 once encoded. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why PostgreSQL could not store `text` (in text or jsonb), or null when it can. */
function unstorable(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain the NUL character';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (it holds half of a character)';
  return null;
}

/**
 * The first key or string in `value` that the database could not store, as a field error. No text
 * of the shop has a use for U+0000 or half a surrogate pair, and PostgreSQL refuses both, so they
 * are refused at the edge, naming the field, rather than failing deep in a write.
 */
function unstorableTextAt(value: unknown, path: PropertyKey[] = []): Record<string, string> | null {
  if (typeof value === 'string') {
    const why = unstorable(value);
    return why ? { [fieldPath(path)]: why } : null;
  }
  if (value === null || typeof value !== 'object') return null;
  const entries: [PropertyKey, unknown][] = Array.isArray(value) ? value.map((item, i) => [i, item]) : Object.entries(value);
  for (const [key, child] of entries) {
    const why = typeof key === 'string' ? unstorable(key) : null;
    if (why) return { [fieldPath([...path, key])]: why };
    const found = unstorableTextAt(child, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** Validates a request against its endpoint's input schema; bad input is a 400 naming each field. */
export function parseInput<E extends Endpoint>(endpoint: E, ctx: Context): z.output<E['input']> {
  const raw = ctx.method === 'GET' ? queryToInput(ctx.query, endpoint.input) : (ctx.request.body ?? {});
  if (ctx.method !== 'GET' && (typeof raw !== 'object' || raw === null || Array.isArray(raw))) {
    throw badRequest({ body: 'must be a JSON object' });
  }
  // a `:param` of the path is a field of the input too (core/contract/define.ts fillPath)
  const params = ctx.params as Record<string, string> | undefined;
  const input = params && Object.keys(params).length > 0 ? { ...raw, ...params } : raw;
  const unstorableText = unstorableTextAt(input);
  if (unstorableText) throw badRequest(unstorableText);
  const result = endpoint.input.safeParse(input);
  if (!result.success) throw badRequest(fieldErrors(result.error));
  return result.data as z.output<E['input']>;
}
