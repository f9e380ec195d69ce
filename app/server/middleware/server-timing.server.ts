import type { RequestHandler } from "express";
import { requestTiming, type RequestTiming } from "~/db/query-time";

/** `db;dur=…, render;dur=…, total;dur=…` in milliseconds (render only when a page was rendered). */
export function serverTimingValue(timing: RequestTiming, now = process.hrtime.bigint()): string {
  const parts = [`db;dur=${timing.dbMs.toFixed(1)}`];
  if (timing.renderMs !== undefined) parts.push(`render;dur=${timing.renderMs.toFixed(1)}`);
  parts.push(`total;dur=${(Number(now - timing.started) / 1e6).toFixed(1)}`);
  return parts.join(", ");
}

/**
 * Every response says where its time went (Server-Timing, shown by the browser's network panel
 * and read by `npm run bench`). The header is added as the head is written, when the database
 * work and the shell's render are done; what streams after it is not counted.
 */
export function serverTiming(): RequestHandler {
  return (_req, res, next) => {
    const timing: RequestTiming = { started: process.hrtime.bigint(), dbMs: 0 };
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      if (!this.headersSent) this.setHeader("Server-Timing", serverTimingValue(timing));
      return writeHead.apply(this, args);
    } as typeof res.writeHead;
    requestTiming.run(timing, next);
  };
}

/** For the document renderer: the time from here to the shell being ready is the render. */
export function renderStarted() {
  const timing = requestTiming.getStore();
  const started = process.hrtime.bigint();
  return () => {
    if (timing) timing.renderMs = Number(process.hrtime.bigint() - started) / 1e6;
  };
}
