import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isPrimary } from "./litefs.server";

describe("isPrimary", () => {
  it("is true without LiteFS, or on the primary, and false on a replica", () => {
    expect(isPrimary(undefined)).toBe(true);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "litefs-"));
    expect(isPrimary(dir)).toBe(true);
    fs.writeFileSync(path.join(dir, ".primary"), "primary-host\n");
    expect(isPrimary(dir)).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
