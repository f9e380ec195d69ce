import { Transform } from "node:stream";

const CLOSE = Buffer.from("</body></html>");

/**
 * Moves the document's closing `</body></html>` to the end of the stream. React writes them with
 * the shell, and the data Remix streams afterwards (hydration chunks, deferred loader data) would
 * follow them: script elements after `</html>`, which no HTML checker accepts. Bytes pass through
 * at once except the few that might be the start of the closing tags.
 */
export function closingTagsLast(): Transform {
  let held = Buffer.alloc(0);
  let found = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (found) return done(null, chunk);
      const data = Buffer.concat([held, chunk]);
      const at = data.indexOf(CLOSE);
      if (at >= 0) {
        found = true;
        held = Buffer.alloc(0);
        return done(null, Buffer.concat([data.subarray(0, at), data.subarray(at + CLOSE.length)]));
      }
      // Keep back what could be the start of the closing tags split across chunks.
      const keep = Math.min(data.length, CLOSE.length - 1);
      held = data.subarray(data.length - keep);
      done(null, data.subarray(0, data.length - keep));
    },
    flush(done) {
      done(null, found ? Buffer.concat([held, CLOSE]) : held);
    },
  });
}
