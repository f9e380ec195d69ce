/**
 * Every response's CSP nonce is its own: 16 fresh random bytes, never handed out twice, also
 * across the refills of the pool they are drawn from (decision 052).
 */
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "~/server/middleware/security-headers.server";

function nonceOf(handler: ReturnType<typeof securityHeaders>): string {
  const headers = new Map<string, string>();
  const res = {
    locals: {} as Record<string, unknown>,
    setHeader: (name: string, value: string) => headers.set(name, value),
  };
  handler({ path: "/" } as Request, res as unknown as Response, () => {});
  const nonce = res.locals.cspNonce as string;
  expect(headers.get("Content-Security-Policy")).toContain(`'nonce-${nonce}'`);
  return nonce;
}

describe("the CSP nonce", () => {
  it("is 16 bytes and different for each of a thousand responses", () => {
    const handler = securityHeaders({ production: true });
    const nonces = Array.from({ length: 1000 }, () => nonceOf(handler));
    expect(new Set(nonces).size).toBe(1000);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
