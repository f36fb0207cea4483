/**
 * The thread PGlite runs on (api/db/pglite-thread.ts starts it and says why). Plain JavaScript: a
 * worker thread starts without the TypeScript loader of the process that made it (tsx, vitest), and
 * this file only relays bytes.
 *
 * workerData: { dataDir, startParams, fromDump }: fromDump is the path of a dump of a data folder
 * (PGlite's dumpDataDir) that an in-memory database starts from. Once open it posts { arrayTypes }: the element type of each
 * array type, which the other side's result parsers need. Then each { id, message, syncToFs } gets
 * { id, data } (PostgreSQL's answer, as bytes) or { id, failure }; { close: true } closes PGlite and
 * ends the thread.
 */
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** The array types and their element types, as PGlite reads them to build its own array parsers. */
const ARRAY_TYPES = `SELECT b.oid, b.typarray FROM pg_catalog.pg_type a
  LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
  WHERE a.typcategory = 'A' GROUP BY b.oid, b.typarray ORDER BY b.oid`;

const loadDataDir = workerData.fromDump ? new Blob([await readFile(workerData.fromDump)]) : undefined;
const pg = await PGlite.create(workerData.dataDir, { startParams: workerData.startParams, loadDataDir });
const { rows } = await pg.query(ARRAY_TYPES);
parentPort.postMessage({ arrayTypes: rows });

/**
 * The chunks in one array with a buffer of its own, so that it can be handed over (Buffer.concat
 * may answer with a view into Node's shared pool of small buffers).
 */
function joined(chunks) {
  const data = new Uint8Array(chunks.reduce((length, chunk) => length + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    data.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return data;
}

/** Runs one request and answers it. */
async function answer(request) {
  if (request.close) {
    await pg.close();
    parentPort.close();
    return;
  }
  try {
    // the streaming call: the only one that leaves the answer unparsed here (the other side parses
    // it), and execProtocolRaw keeps every message it parsed in a list only execProtocol empties
    const chunks = [];
    await pg.execProtocolRawStream(request.message, {
      syncToFs: request.syncToFs,
      onRawData: (chunk) => chunks.push(chunk.slice()), // a view into PostgreSQL's memory: copied
    });
    const data = chunks.length === 1 ? chunks[0] : joined(chunks);
    parentPort.postMessage({ id: request.id, data }, [data.buffer]); // handed over, not copied
  } catch (error) {
    parentPort.postMessage({ id: request.id, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}

// One at a time, in the order they came: the other side sends a call before the last one's answer
// is back, and each call must find the session as the calls before it left it.
let queue = Promise.resolve();
parentPort.on('message', (request) => {
  queue = queue.then(() => answer(request));
});
