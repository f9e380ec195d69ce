import { Transform } from "node:stream";

const CLOSE = Buffer.from("</body></html>");

/**
 * The document's body stream as it leaves React, in two ways cheaper and valid:
 *
 * - Moves the closing `</body></html>` to the end of the stream. React writes them with the
 *   shell, and the data Remix streams afterwards (hydration chunks, deferred loader data) would
 *   follow them: script elements after `</html>`, which no HTML checker accepts.
 * - Joins what React writes in one turn of the event loop into one chunk. React writes a page
 *   in chunks of a few KB, and Remix passes each on with a flush: every chunk was a sync flush
 *   of gzip and a write to the socket (decision 024). Joined, a page is one chunk and what
 *   arrives later (deferred data) still goes out as soon as it comes.
 */
export function closingTagsLast(): Transform {
  let held = Buffer.alloc(0);
  let found = false;
  let pending: Buffer[] = [];
  let scheduled: NodeJS.Immediate | undefined;

  const pass = (stream: Transform) => {
    scheduled = undefined;
    const data = Buffer.concat([held, ...pending]);
    pending = [];
    if (found) {
      held = Buffer.alloc(0);
      if (data.length) stream.push(data);
      return;
    }
    const at = data.indexOf(CLOSE);
    if (at >= 0) {
      found = true;
      held = Buffer.alloc(0);
      stream.push(Buffer.concat([data.subarray(0, at), data.subarray(at + CLOSE.length)]));
      return;
    }
    // Keep back what could be the start of the closing tags split across chunks.
    const keep = Math.min(data.length, CLOSE.length - 1);
    held = data.subarray(data.length - keep);
    if (data.length > keep) stream.push(data.subarray(0, data.length - keep));
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      scheduled ??= setImmediate(() => pass(this));
      done();
    },
    flush(done) {
      if (scheduled) clearImmediate(scheduled);
      pass(this);
      done(null, found ? CLOSE : held);
    },
  });
}
