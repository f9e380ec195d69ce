/**
 * At most `limit` pages being answered at once; the rest wait their turn, first come first
 * served (decisions 029 and 031).
 *
 * Node interleaves concurrent renders at every await, so with twenty misses in flight each took
 * twenty times its own work to finish, and the largest pages the longest: the long-tail mix's p99
 * was three to four times its mean. Taken in turn, a page waits for the work ahead of it and then
 * runs alone, so its time no longer grows with its own size times the crowd.
 */
export class RenderGate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  /** Pages waiting for a place now. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Runs `start` now or when a place is free; `start` gets the function that frees it. */
  enter(start: (leave: () => void) => void) {
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      const next = this.waiting.shift();
      // The next page starts on the event loop's next turn, not inside this one's last callback:
      // renders read a synchronous database, so one started here ran in the same task, and a
      // queue of misses became one long task that held back every answer and arrival behind it.
      if (next) setImmediate(next);
      else this.active--;
    };
    const run = () => start(leave);
    if (this.limit <= 0 || this.active < this.limit) {
      if (this.limit > 0) this.active++;
      run();
    } else {
      this.waiting.push(run);
    }
  }
}
