/**
 * One call into PGlite: a statement, with a simple query before or after it in the same buffer
 * (a transaction's BEGIN, COMMIT), parsed into results.
 */
import { parse, type QueryOptions, type Results } from '@electric-sql/pglite';
import type { PGliteThread } from './pglite-thread';
import { statementMessages } from './pglite-wire';
import type { StatementCache } from './statement-cache';

/** A statement to send, as a transaction hands it over. */
export interface Statement {
  text: string;
  values: (string | null)[];
  options: QueryOptions | undefined;
}

/**
 * Sends `before`, the statement and `after` in one call into PGlite (the caller holds the locks) and
 * gives back every command's result, in order; throws the first error after the whole call ran.
 */
export type SendStatement = (
  statement: Statement | null,
  frame: { before?: Uint8Array; after?: Uint8Array; syncToFs: boolean },
) => Promise<Results[]>;

export function sender(pg: PGliteThread, statements: StatementCache): SendStatement {
  return async (statement, { before, after, syncToFs }) => {
    const plan = statement && statements.use(statement.text);
    const parts = [
      ...(before ? [before] : []),
      ...(plan ? statementMessages(plan, statement.text, statement.values) : []),
      ...(after ? [after] : []),
    ];
    const options = statement?.options;
    const { messages } = await pg.execProtocol(Buffer.concat(parts), { syncToFs, onNotice: options?.onNotice }).catch((error: unknown) => {
      if (plan) statements.failed(plan, statement.text);
      throw error;
    });
    // the caller's parsers (drizzle gives some with every query) over PGlite's, by prototype: handed
    // over as options.parsers, parseResults would copy PGlite's 318 parsers into a new object per
    // statement, about 0.1 ms each time
    const parsers = options?.parsers ? Object.assign(Object.create(pg.parsers), options.parsers) : pg.parsers;
    return parse.parseResults(messages, parsers, { ...options, parsers: undefined });
  };
}
