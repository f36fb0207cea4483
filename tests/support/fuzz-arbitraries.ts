/**
 * fast-check arbitraries for fuzzing the API: values shaped by an endpoint's input schema (its
 * JSON Schema, as zod writes it for the OpenAPI document) and hostile values that no schema
 * should let through to a 500: huge strings, deep nesting, wrong types, awkward unicode,
 * prototype keys, numbers JSON.stringify cannot write.
 */
import fc from 'fast-check';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
};

/**
 * JSON text written as is into a request body: what JSON.stringify cannot make (1e309, -0) or
 * would not make the way an attacker writes it (a literal `__proto__` key).
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of `value`, RawJson pieces written verbatim and every own key kept (`__proto__` too). */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.getOwnPropertyNames(value);
    return `{${keys.map((key) => `${JSON.stringify(key)}:${toJsonText((value as Record<string, unknown>)[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A plain object with `key` as an own property, even for `__proto__`. */
export function objectWith(key: string, value: unknown, base: Record<string, unknown> = {}): Record<string, unknown> {
  const copy = { ...base };
  Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true });
  return copy;
}

const MAX_SHAPED_DEPTH = 6;
const isoDate = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') return isoDate;
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  const free = fc.oneof(
    fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    fc.string({ minLength, maxLength, unit: 'binary' }),
  );
  if (!schema.pattern) return free;
  try {
    return fc.oneof({ weight: 4, arbitrary: fc.stringMatching(new RegExp(schema.pattern)) }, { weight: 1, arbitrary: free });
  } catch {
    return free; // a pattern fast-check cannot invert: free text still reaches the field
  }
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-9) : undefined);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-9) : undefined);
  if (integer) {
    const low = Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER);
    return fc.integer({ min: low, max: Math.max(low, Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER)) });
  }
  return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

/** Values that fit `schema` (mostly: patterns fast-check cannot invert and refinements aside). */
export function shapedBy(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > MAX_SHAPED_DEPTH) return fc.constant(null);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => shapedBy(s, depth + 1)));
  if (schema.allOf?.length) return shapedBy(Object.assign({}, ...schema.allOf), depth);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => shapedBy({ ...schema, type }, depth)));
  switch (schema.type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((s) => shapedBy(s, depth + 1)));
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3));
      return fc.array(shapedBy(schema.items ?? {}, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const named = Object.keys(properties);
      const extra = schema.additionalProperties;
      if (named.length === 0 && extra && typeof extra === 'object') {
        return fc.dictionary(fc.string({ maxLength: 12 }), shapedBy(extra, depth + 1), { maxKeys: 3 });
      }
      const shape = Object.fromEntries(named.map((key) => [key, shapedBy(properties[key], depth + 1)]));
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => named.includes(key)) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Text no field should choke on: control characters, lone surrogates, bidi overrides, case-changing letters. */
export const hostileText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFFx\uD83D',
  '\u202Eevil\u202C',
  '\u200F\u200E\u2066',
  '\uFEFF',
  'İı ß ﬃ',
  'e\u0301\u0301\u0301',
  '😀👩‍👩‍👧‍👦',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the quote and template characters are the point
  '"\\\'`${}',
  '<script>alert(1)</script>',
  "'; drop table carts; --",
  '../../../../etc/passwd',
  '%00%ff%',
  '   ',
  '',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  'null',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
);

/** Numbers at the edges: written raw where JSON.stringify would change them. */
const hostileNumber = fc.constantFrom<unknown>(
  new RawJson('1e309'),
  new RawJson('-1e309'),
  new RawJson('-0'),
  new RawJson('1E+400'),
  new RawJson('0.0000000000000000000000001'),
  2 ** 53 + 1,
  -(2 ** 63),
  1e21,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  0.1 + 0.2,
  -1,
);

/** Arrays and objects nested `depth` levels deep. */
export function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

const prototypeKeyed = fc.constantFrom<unknown>(
  objectWith('__proto__', { isAdmin: true }),
  objectWith('__proto__', null),
  { constructor: { prototype: { isAdmin: true } } },
  { prototype: { polluted: true } },
  { constructor: 'x', hasOwnProperty: 1, toString: 2, valueOf: 'v' },
);

/** Any hostile value, for a field, an array item or a whole body. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  prototypeKeyed,
  fc.constantFrom<unknown>(null, true, false, 0, [], {}, [[]], [{}], ['a', 1, null]),
  fc.integer({ min: 2, max: 6 }).map((kilobytes) => 'x'.repeat(kilobytes * 1024)),
  fc.constantFrom<unknown>(nested(40, 'array'), nested(40, 'object')),
  // thousands of levels as text: a value that deep would overflow the stack of whatever prints it here
  fc.constantFrom(new RawJson(`${'['.repeat(5000)}${']'.repeat(5000)}`), new RawJson(`${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`)),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A body too big for the server's body limit (BODY_LIMIT, 100kb by default). */
export const hugeText = fc.constantFrom(120 * 1024, 600 * 1024).map((length) => 'ü'.repeat(length / 2));
