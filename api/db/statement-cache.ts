/**
 * Which statement texts are kept prepared on a connection, under which names: the first use of a
 * text parses it under a new name, later uses bind to that name, so PostgreSQL parses, analyses
 * and (after its first few custom plans) plans a statement once instead of on every call. The
 * shop's statements come from a fixed set of query shapes, but some vary with their input (an IN
 * list's length), so the cache is bounded: the least recently used statement is closed when a new
 * one would pass the limit.
 */

/**
 * Statements kept prepared per connection, on either engine. The shop has about a hundred query
 * shapes; a prepared statement costs PostgreSQL some kilobytes for its parse tree and plan.
 */
export const STATEMENTS_KEPT_PER_CONNECTION = 256;

/** What a call must send for one statement: its name, whether to parse it, and statements to close first. */
export interface StatementPlan {
  name: string;
  parse: boolean;
  close: string[];
}

export class StatementCache {
  /** text → name, least recently used first (a Map keeps insertion order) */
  readonly #names = new Map<string, string>();
  #toClose: string[] = [];
  #counter = 0;

  constructor(readonly limit: number = STATEMENTS_KEPT_PER_CONNECTION) {}

  get size(): number {
    return this.#names.size;
  }

  /** The plan for running `text` now; marks it most recently used. */
  use(text: string): StatementPlan {
    const close = this.#toClose;
    this.#toClose = [];
    const known = this.#names.get(text);
    if (known) {
      this.#names.delete(text);
      this.#names.set(text, known);
      return { name: known, parse: false, close };
    }
    const name = `shop_${this.#counter++}`;
    this.#names.set(text, name);
    if (this.#names.size > this.limit) {
      const [oldestText, oldestName] = this.#names.entries().next().value as [string, string];
      this.#names.delete(oldestText);
      close.push(oldestName);
    }
    return { name, parse: true, close };
  }

  /**
   * A call that parsed `text` failed: whether the statement exists is unknown (the parse itself may
   * have failed), so it is forgotten and closed with the next call (closing a statement that does
   * not exist is no error). Statements the failed call was to close are closed again, likewise.
   */
  failed(plan: StatementPlan, text: string): void {
    if (plan.parse && this.#names.get(text) === plan.name) {
      this.#names.delete(text);
      this.#toClose.push(plan.name);
    }
    this.#toClose.push(...plan.close);
  }
}
