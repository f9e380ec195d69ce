import { describe, expect, it } from "vitest";
import { RenderGate } from "~/page-cache/render-gate.server";

describe("the render gate", () => {
  it("starts the next page on the event loop's next turn, not inside the last one's task", async () => {
    const gate = new RenderGate(1);
    const started: string[] = [];
    let leaveFirst = () => {};
    gate.enter((leave) => {
      started.push("first");
      leaveFirst = leave;
    });
    gate.enter((leave) => {
      started.push("second");
      leave();
    });
    expect(started).toEqual(["first"]);
    expect(gate.queued).toBe(1);
    leaveFirst();
    // Still the same task: the waiting page has not started yet.
    expect(started).toEqual(["first"]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(["first", "second"]);
    expect(gate.queued).toBe(0);
  });

  it("lets a page in at once while a place is free, and leaving twice frees one place", () => {
    const gate = new RenderGate(2);
    const started: number[] = [];
    gate.enter((leave) => {
      started.push(1);
      leave();
      leave();
    });
    gate.enter(() => started.push(2));
    gate.enter(() => started.push(3));
    expect(started).toEqual([1, 2, 3]);
    gate.enter(() => started.push(4));
    expect(gate.queued).toBe(1);
  });
});
