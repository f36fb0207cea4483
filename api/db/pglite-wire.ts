/**
 * The extended-protocol messages the shop sends PGlite for one statement, parameters as text of
 * unspecified type: the server types them from the statement, exactly as for node-postgres, which
 * sends every query of the shop that way to PostgreSQL.
 */
import { protocol } from '@electric-sql/pglite';
import type { StatementPlan } from './statement-cache';

const { serialize } = protocol;

/** A PostgreSQL array literal of `values`, or undefined when one of them has no text. */
function arrayLiteral(values: unknown[]): string | undefined {
  const items: string[] = [];
  for (const value of values) {
    const text = textOf(value);
    if (text === undefined) return undefined;
    if (text === null) items.push('NULL');
    else if (Array.isArray(value)) items.push(text);
    else items.push(`"${text.replace(/[\\"]/g, '\\$&')}"`);
  }
  return `{${items.join(',')}}`;
}

/**
 * The text a parameter is sent as, null for SQL NULL, undefined for what has none (a function, a
 * symbol). The server reads it by the type the statement gives the parameter, as PGlite's own
 * serialisers would have written it: an array as an array literal, bytes as hex, an object as JSON.
 */
export function textOf(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'bigint':
      return String(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      if (value instanceof Date) return value.toISOString();
      if (Array.isArray(value)) return arrayLiteral(value);
      if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
      return JSON.stringify(value);
  }
  return undefined;
}

/** Every parameter as text, or undefined when one has none. */
export function textsOf(params: unknown[]): (string | null)[] | undefined {
  const texts: (string | null)[] = [];
  for (const param of params) {
    const text = textOf(param);
    if (text === undefined) return undefined;
    texts.push(text);
  }
  return texts;
}

/** What follows every Bind: describe the unnamed portal, execute it, sync. */
const DESCRIBE_EXECUTE_SYNC = Buffer.concat([serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]);

/**
 * A Bind of the unnamed portal to `statement`, every value as text (no format codes: all text),
 * written into one buffer sized first. PGlite's serializer grows its buffer value by value, which
 * for a cart write's large JSON values was some 6 % of the process (docs/benchmarks.md).
 */
export function bindMessage(statement: string, values: (string | null)[]): Buffer {
  // length, portal name (empty), statement name, format codes (none), parameter count, result format codes (none)
  let length = 4 + 1 + Buffer.byteLength(statement) + 1 + 2 + 2 + 2;
  for (const value of values) length += 4 + (value === null ? 0 : Buffer.byteLength(value));
  const message = Buffer.allocUnsafe(1 + length);
  message[0] = 0x42; // 'B'
  let at = message.writeInt32BE(length, 1);
  message[at++] = 0;
  at += message.write(statement, at);
  message[at++] = 0;
  at = message.writeInt16BE(0, at);
  at = message.writeInt16BE(values.length, at);
  for (const value of values) {
    if (value === null) {
      at = message.writeInt32BE(-1, at);
      continue;
    }
    const written = message.write(value, at + 4);
    message.writeInt32BE(written, at);
    at += 4 + written;
  }
  message.writeInt16BE(0, at);
  return message;
}

/** The messages that run `text` with `values` under `plan` (statement-cache.ts). */
export function statementMessages(plan: StatementPlan, text: string, values: (string | null)[]): Uint8Array[] {
  return [
    ...plan.close.map((name) => serialize.close({ type: 'S', name })),
    ...(plan.parse ? [serialize.parse({ name: plan.name, text, types: [] })] : []),
    bindMessage(plan.name, values),
    DESCRIBE_EXECUTE_SYNC,
  ];
}
