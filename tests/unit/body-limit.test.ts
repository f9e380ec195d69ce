/**
 * The body-size allowance of an upload route covers the address a form posts to with
 * JavaScript (`.data`) as well as its page's: evidence over 256 KB was a 413 with JavaScript on.
 */
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import {
  bodyLimit,
  MAX_BODY_BYTES,
  MAX_SMALL_BODY_BYTES,
  pagePathOf,
} from "~/server/middleware/security-headers.server";

function answer(path: string, bytes: number): number | "passed" {
  let status: number | "passed" = "passed";
  const headers: Record<string, string> = { "content-length": String(bytes) };
  const req = { method: "POST", path, get: (name: string) => headers[name.toLowerCase()] };
  const res = {
    setHeader: () => undefined,
    status(code: number) {
      status = code;
      return { json: () => undefined };
    },
  };
  bodyLimit()(req as unknown as Request, res as unknown as Response, () => undefined);
  return status;
}

const EVIDENCE = 2 * 1024 * 1024;

describe("the body-size allowance", () => {
  it.each([
    "/dashboard/credentials",
    "/dashboard/credentials.data",
    "/dashboard/credentials/",
    "/dashboard/credentials/_.data",
    "/dashboard.data",
    "/dashboard/logo.data",
    "/admin/import.data",
  ])("lets a 2 MB upload through to %s", (path) => {
    expect(answer(path, EVIDENCE)).toBe("passed");
  });

  it.each(["/dashboard/credentials.data", "/admin/import.data"])(
    "still refuses more than the upload allowance at %s",
    (path) => {
      expect(answer(path, MAX_BODY_BYTES + 1)).toBe(413);
    },
  );

  it.each(["/login", "/login.data", "/_root.data", "/companies/acme.data"])(
    "keeps other addresses small: %s",
    (path) => {
      expect(answer(path, MAX_SMALL_BODY_BYTES)).toBe("passed");
      expect(answer(path, MAX_SMALL_BODY_BYTES + 1)).toBe(413);
    },
  );

  it("names a route by its page's address", () => {
    expect(pagePathOf("/Dashboard/Credentials.data")).toBe("/dashboard/credentials");
    expect(pagePathOf("/_root.data")).toBe("/_root");
    expect(pagePathOf("/")).toBe("/");
  });
});
