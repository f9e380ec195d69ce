import crypto from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32Combine } from "~/page-cache/crc32-combine.server";

describe("crc32Combine", () => {
  it("gives the CRC-32 of two joined strings from their CRCs and the second one's length", () => {
    for (const [a, b] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [24, 137_062],
      [3_000, 70_000],
    ]) {
      const first = crypto.randomBytes(a);
      const second = crypto.randomBytes(b);
      expect(crc32Combine(zlib.crc32(first), zlib.crc32(second), second.length)).toBe(
        zlib.crc32(Buffer.concat([first, second])),
      );
    }
  });
});
