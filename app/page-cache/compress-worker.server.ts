import { Worker } from "node:worker_threads";

/**
 * Compression of stored pages on a worker thread (decision 052). Deflating a page where it was
 * rendered cost the event loop more than the compressing itself: each part's deflate stream is
 * set up on the loop's thread (its tables allocated and cleared) even when the work then runs on
 * libuv's threads, 0.1 to 0.7 ms a page under load. The worker does all of it with the
 * synchronous calls, the cheapest per byte, and the loop only hands over the parts and takes
 * back the result.
 *
 * The worker is plain JavaScript evaluated as it is (no loader, no file to find in the image),
 * started on first use and kept without holding the process open.
 */
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const zlib = require("node:zlib");
// A part's back-references stay within it, so each may use a window and hash table sized to
// it; all but the last end in a full flush so the parts join around a nonce.
function options(part, last) {
  let windowBits = 9;
  while (windowBits < 15 && 1 << windowBits < part.length) windowBits++;
  const o = { windowBits, memLevel: Math.min(8, windowBits - 7) };
  if (!last) o.finishFlush = zlib.constants.Z_FULL_FLUSH;
  return o;
}
// A copy of exactly its bytes (zlib's output is a view of a larger buffer), handed over whole.
const own = (bytes) => new Uint8Array(bytes);
parentPort.on("message", ({ id, body, cuts, brotli }) => {
  try {
    const parts = [];
    for (let i = 0; i < cuts.length; i += 2) parts.push(body.subarray(cuts[i], cuts[i + 1]));
    const deflated = parts.map((part, i) => own(zlib.deflateRawSync(part, options(part, i === parts.length - 1))));
    const crcs = parts.map((part) => zlib.crc32(part));
    const whole = brotli
      ? own(zlib.brotliCompressSync(parts[0], {
          params: {
            // Quality 5: most of brotli's gain for a small share of quality 11's time.
            [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: parts[0].length,
          },
        }))
      : undefined;
    const handed = deflated.map((d) => d.buffer);
    if (whole) handed.push(whole.buffer);
    parentPort.postMessage({ id, deflated, crcs, brotli: whole }, handed);
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

export type Compressed = { deflated: Buffer[]; crcs: number[]; brotli?: Buffer };

type Pending = { resolve: (value: Compressed) => void; reject: (error: Error) => void };
type Answer = {
  id: number;
  deflated?: Uint8Array[];
  crcs?: number[];
  brotli?: Uint8Array;
  error?: string;
};

/** The worker in use and the stores it has yet to answer. */
let current: { worker: Worker; pending: Map<number, Pending> } | undefined;
let nextId = 0;

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);

function started(): NonNullable<typeof current> {
  if (current) return current;
  const worker = new Worker(WORKER_SOURCE, { eval: true, execArgv: [] });
  worker.unref();
  const pending = new Map<number, Pending>();
  const mine = { worker, pending };
  worker.on("message", (answer: Answer) => {
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if (answer.error !== undefined) return waiting.reject(new Error(answer.error));
    waiting.resolve({
      deflated: answer.deflated!.map(asBuffer),
      crcs: answer.crcs!,
      brotli: answer.brotli && asBuffer(answer.brotli),
    });
  });
  // A worker that failed is replaced on the next use; what it held is answered with the error.
  // (Its exit may come after a new one has started: only its own stores are failed.)
  const fail = (error: Error) => {
    if (current === mine) current = undefined;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`compression worker exited with code ${code}`)));
  current = mine;
  return mine;
}

/**
 * The parts of `body` deflated (each but the last ending in a full flush) with their CRC-32s,
 * and, when asked, the first part alone in brotli: what the page cache keeps of a body. The
 * worker is handed a copy of the body and where each part lies in it (handing over a fresh
 * buffer costs the loop less than cloning views of the body).
 */
export function compressParts(body: Buffer, parts: Buffer[], brotli: boolean): Promise<Compressed> {
  const id = nextId++;
  const { worker, pending } = started();
  const copy = new Uint8Array(body);
  const cuts: number[] = [];
  for (const part of parts) {
    const start = part.byteOffset - body.byteOffset;
    cuts.push(start, start + part.length);
  }
  return new Promise<Compressed>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, body: copy, cuts, brotli }, [copy.buffer]);
  });
}

/**
 * Stops the worker: the next store starts another at once, and the stores it has not answered
 * fail when it has exited.
 */
export async function stopCompressionWorker() {
  const stopping = current;
  current = undefined;
  await stopping?.worker.terminate();
}
