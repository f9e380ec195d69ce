/**
 * How an import's commit and undo share the write lock: each writes for at most `chunkMs` (or
 * `chunkRows` rows), lets go, and waits `pauseMs` before taking it again. SQLite's busy handler
 * wakes a waiting writer at least every 100 ms, so a longer pause lets every waiting write
 * through; a visitor's write waits one chunk at most, far below busy_timeout (5 s).
 */
export type Pace = { chunkMs: number; chunkRows: number; pauseMs: number };
export const PACE: Pace = { chunkMs: 250, chunkRows: 1_000, pauseMs: 120 };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
