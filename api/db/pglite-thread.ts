/**
 * PGlite on a worker thread of its own. PostgreSQL's WebAssembly, PGlite's JavaScript around it and
 * its file writes were some 45 % of the serving process's time under the cart-write bench, all on
 * the one thread that also parses requests and writes answers (docs/benchmarks.md, "Thirteenth
 * round"). Here the worker (pglite-worker.mjs) runs PostgreSQL and this thread keeps everything
 * else: the locks, the statements' messages, the parsing of answers into rows. What crosses is
 * bytes: the protocol messages of one call (pglite-send.ts) one way, PostgreSQL's answer the other,
 * handed over without a copy.
 *
 * The thread runs calls one at a time in the order they were made, so a call may be made before
 * the last one is answered: the locks (pglite-one-call.ts) are held while a call is sent, not for
 * its round trip, and PostgreSQL does not wait for this thread to come round to an answer. Each
 * call resolves once the thread ran it (and, with syncToFs, PGlite wrote it to its files). PGlite's
 * own execProtocol does not keep that order across calls, which is why the shop's path takes this
 * class and not PGlite.
 */
import { Worker } from 'node:worker_threads';
import { type ExecProtocolResult, Mutex, messages, type PGlite, protocol, types } from '@electric-sql/pglite';
import { codeFile } from '../code-location';

/** The worker's file: beside this one in the source, beside the bundle in the server build. */
const WORKER = codeFile('api/db/pglite-worker.mjs', './pglite-worker.mjs');

/**
 * The thread's JavaScript heap: PGlite's code and the answers it relays, 11 to 16 MB live under the
 * cart bench. Without limits a worker's heap grows as the main thread's may, and the process's
 * resident memory with it (docs/benchmarks.md, "What the kept tuning buys").
 */
const THREAD_HEAP = { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 32 };

interface ArrayType {
  oid: number;
  typarray: number;
}

type Answer = { id: number; data: Uint8Array } | { id: number; failure: string };

interface Pending {
  resolve(data: Uint8Array): void;
  reject(error: Error): void;
}

/** What one call into PostgreSQL gave: its messages (up to the first error), and that error. */
interface Messages {
  messages: ExecProtocolResult['messages'];
  error?: messages.DatabaseError;
}

export class PGliteThread {
  readonly parsers: PGlite['parsers'] = { ...types.parsers };
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #transactionLock = new Mutex();
  readonly #queryLock = new Mutex();
  readonly #parser = new protocol.Parser();
  #nextId = 0;
  #closed = false;
  #stopped: Error | undefined;

  private constructor(worker: Worker, arrayTypes: ArrayType[]) {
    this.#worker = worker;
    for (const { oid, typarray } of arrayTypes) {
      this.parsers[typarray] = (text: string) => types.arrayParser(text, this.parsers[oid], typarray);
    }
    worker.on('message', (answer: Answer) => this.#answered(answer));
    worker.on('error', (error) => this.#stop(error));
    worker.on('exit', (code) => this.#stop(new Error(`PGlite's thread exited (code ${code})`)));
    worker.unref(); // held by the calls waiting on it, not for as long as it exists
  }

  /**
   * Starts PGlite on its thread, in `dataDir` (in memory without one), with PostgreSQL's
   * `startParams`; an in-memory database may start from `fromDump`, a dump of a data folder.
   */
  static start(dataDir: string | undefined, startParams: string[], fromDump?: string): Promise<PGliteThread> {
    const worker = new Worker(WORKER, { workerData: { dataDir, startParams, fromDump }, resourceLimits: THREAD_HEAP });
    return new Promise((resolve, reject) => {
      const failed = (error: Error) => reject(error);
      const exited = (code: number) => reject(new Error(`PGlite's thread exited (code ${code}) before it opened the database`));
      worker.once('error', failed);
      worker.once('exit', exited);
      worker.once('message', ({ arrayTypes }: { arrayTypes: ArrayType[] }) => {
        worker.off('error', failed);
        worker.off('exit', exited);
        resolve(new PGliteThread(worker, arrayTypes));
      });
    });
  }

  /** Runs `message` in PostgreSQL; gives its messages, or throws the first error PostgreSQL answered with. */
  async execProtocol(
    message: Uint8Array,
    { syncToFs = true, onNotice }: { syncToFs?: boolean; onNotice?: (notice: messages.NoticeMessage) => void } = {},
  ): Promise<Pick<ExecProtocolResult, 'messages'>> {
    const answer = this.#read(await this.#call(message, syncToFs), onNotice);
    if (answer.error) throw answer.error;
    return { messages: answer.messages };
  }

  /** true once close() began */
  get closed(): boolean {
    return this.#closed;
  }

  /** Throws once close() began: the thread takes no call after it. */
  refuseIfClosed(): void {
    if (this.#closed) throw new Error('PGlite is closed');
  }

  /** Runs `work` holding the query lock: one call sent at a time. */
  exclusiveQuery<T>(work: () => Promise<T>): Promise<T> {
    return this.#queryLock.runExclusive(work);
  }

  /** Runs `work` holding the transaction lock: no other statement between a transaction's BEGIN and its end. */
  exclusiveTransaction<T>(work: () => Promise<T>): Promise<T> {
    return this.#transactionLock.runExclusive(work);
  }

  /** Waits for the transaction and the call under way, closes PGlite (its files complete) and ends the thread. */
  async close(): Promise<void> {
    this.refuseIfClosed();
    await this.#transactionLock.runExclusive(() =>
      this.#queryLock.runExclusive(async () => {
        this.#closed = true;
      }),
    );
    if (this.#stopped) return;
    const exited = new Promise((resolve) => this.#worker.once('exit', resolve));
    this.#worker.ref();
    this.#worker.postMessage({ close: true });
    await exited;
  }

  #call(message: Uint8Array, syncToFs: boolean): Promise<Uint8Array> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    // a call that waited for the locks behind close(): the thread takes nothing after it
    if (this.#closed) return Promise.reject(new Error('PGlite is closed'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      if (this.#pending.size === 1) this.#worker.ref();
      this.#worker.postMessage({ id, message, syncToFs });
    });
  }

  #answered(answer: Answer): void {
    const pending = this.#pending.get(answer.id);
    if (!pending) return;
    this.#pending.delete(answer.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if ('data' in answer) pending.resolve(answer.data);
    else pending.reject(new Error(`PGlite failed on its thread: ${answer.failure}`));
  }

  /** The thread is gone (an error PGlite could not answer with, or its end): every waiting call fails with why. */
  #stop(error: Error): void {
    this.#stopped ??= error;
    for (const pending of this.#pending.values()) pending.reject(this.#stopped);
    this.#pending.clear();
  }

  /** PostgreSQL's answer as PGlite's execProtocol reads it: notices to `onNotice`, nothing kept after the first error. */
  #read(data: Uint8Array, onNotice: ((notice: messages.NoticeMessage) => void) | undefined): Messages {
    const read: Messages = { messages: [] };
    this.#parser.parse(data, (message) => {
      if (read.error) return;
      if (message instanceof messages.DatabaseError) read.error = message;
      else if (message instanceof messages.NoticeMessage) onNotice?.(message);
      read.messages.push(message);
    });
    return read;
  }
}
