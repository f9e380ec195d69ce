import type { RequestHandler } from "express";

/** How long a line may wait for others before the batch is written. */
const FLUSH_MS = 100;
/** A batch this long is written at once. */
const MAX_LINES = 200;

/**
 * One line per answered request (`GET /browse 200 3.1ms`), written to `out` in batches.
 *
 * Node writes to a pipe or a file synchronously on Linux: a line per request was a write call on
 * the event loop for every answer, and under load (a thousand answers a second) every answer
 * waited for the lines of those before it. The lines stay in order; what is held is written
 * within FLUSH_MS and when the process exits.
 */
export function requestLog(out: { write(text: string): unknown } = process.stdout): RequestHandler {
  let lines: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!lines.length) return;
    const text = lines.join("\n") + "\n";
    lines = [];
    out.write(text);
  };
  process.once("exit", flush);
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      lines.push(`${req.method} ${req.originalUrl} ${res.statusCode} ${ms.toFixed(1)}ms`);
      if (lines.length >= MAX_LINES) flush();
      else timer ??= setTimeout(flush, FLUSH_MS).unref();
    });
    next();
  };
}
