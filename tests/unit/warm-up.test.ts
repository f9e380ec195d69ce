import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { overHttp, WARM_UP_PAGES, warmUp } from "~/server/warm-up.server";

/** A handler that answers like the app's: the listing API's JSON, a page for the rest. */
function recording(fail?: string) {
  const asked: string[] = [];
  const handle = async (request: Request) => {
    const url = new URL(request.url);
    const path = url.pathname + url.search;
    asked.push(path);
    if (request.method !== "GET") throw new Error("warm-up only reads");
    if (path.startsWith("/api/companies"))
      return Response.json([{ slug: "acme-striping-austin-tx" }, { slug: "b&c-lines" }]);
    if (fail && path === fail) return new Response("no", { status: 500 });
    return new Response("<html></html>", { headers: { "Content-Type": "text/html" } });
  };
  return { asked, handle };
}

describe("warming up before the first visitor", () => {
  it("renders every kind of public page and listings found through the API, round after round", async () => {
    const { asked, handle } = recording();
    const result = await warmUp(handle, {
      origin: "http://localhost:3000",
      budgetMs: 10_000,
      maxRounds: 2,
    });
    expect(result.rounds).toBe(2);
    for (const page of WARM_UP_PAGES) expect(asked.filter((p) => p === page)).toHaveLength(2);
    expect(asked).toContain("/companies/acme-striping-austin-tx");
    expect(asked).toContain("/companies/b%26c-lines");
    expect(result.requests).toBe(asked.length);
    expect(result.failures).toEqual([]);
  });

  it("stops when its time is up", async () => {
    const { asked, handle } = recording();
    const slow = async (request: Request) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return handle(request);
    };
    const result = await warmUp(slow, { origin: "http://localhost:3000", budgetMs: 50 });
    expect(result.rounds).toBe(1);
    expect(asked.length).toBeLessThan(WARM_UP_PAGES.length);
  });

  it("reports a failing page once and goes on", async () => {
    const { handle } = recording("/blog");
    const result = await warmUp(handle, {
      origin: "http://localhost:3000",
      budgetMs: 10_000,
      maxRounds: 3,
    });
    expect(result.failures).toEqual(["/blog: 500"]);
    expect(result.rounds).toBe(3);
  });

  it("does nothing with no time given", async () => {
    const { asked, handle } = recording();
    const result = await warmUp(handle, { origin: "http://localhost:3000", budgetMs: 0 });
    expect(asked).toEqual([]);
    expect(result.requests).toBe(0);
  });

  it("asks over loopback as the site's host, without a user agent (counted by nothing)", async () => {
    const seen: http.IncomingHttpHeaders[] = [];
    const server = http.createServer((req, res) => {
      seen.push(req.headers);
      res.end(req.url === "/api/companies?limit=50" ? "[]" : "<p>page</p>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const handle = overHttp(port, "www.example.com");
      const result = await warmUp(handle, {
        origin: "https://www.example.com",
        budgetMs: 10_000,
        maxRounds: 1,
        pages: ["/browse?state=TX"],
      });
      expect(result.failures).toEqual([]);
      expect(seen.map((h) => h.host)).toEqual(["www.example.com", "www.example.com"]);
      expect(seen.every((h) => h["user-agent"] === undefined)).toBe(true);
      expect(seen[1]["accept-encoding"]).toBe("gzip");
    } finally {
      server.close();
    }
  });
});
