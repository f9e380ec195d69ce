/**
 * Behind a TLS-terminating proxy the app hears plain HTTP with `X-Forwarded-Proto: https` for a
 * page the browser loaded over HTTPS. The request URL React Router checks an action's `Origin`
 * against takes its scheme and host from SITE_URL for the site's own host, and from forwarded
 * headers only when the deployment names its proxies (TRUSTED_PROXY_HOPS).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { originCheck } from "~/server/middleware/origin-check.server";
import { createRequestHandler } from "~/server/middleware/request-handler.server";
import { requestOrigin } from "~/server/middleware/request-origin.server";
import { tinyBuild } from "~/tests/support/tiny-build";
import { listen } from "~/tests/support/listen";

const SITE = "https://road-striping-directory.fly.dev";
const HOST = "road-striping-directory.fly.dev";
const servers: { close(): void }[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

async function serve(hops = 0) {
  const { build, seen } = tinyBuild();
  const origin = requestOrigin(SITE);
  const app = express();
  app.set("trust proxy", hops);
  app.use(originCheck(origin));
  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: "production",
      origin,
      getLoadContext: () => ({ clientIp: "203.0.113.9" }),
    }),
  );
  const { server } = await listen(app);
  servers.push(server);
  const port = (server.address() as AddressInfo).port;
  const post = (path: string, headers: Record<string, string>) =>
    rawPost(port, path, headers, "email=pat%40example.com&password=secret-words");
  return { post, seen };
}

/** A POST with the Host given (fetch sends its own), as a proxy forwards it. */
function rawPost(port: number, path: string, headers: Record<string, string>, body: string) {
  return new Promise<{ status: number; location?: string; text: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, location: res.headers.location, text }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const fromFly = {
  Host: HOST,
  Origin: SITE,
  "X-Forwarded-Proto": "https",
  "X-Forwarded-For": "203.0.113.9",
  "Fly-Client-IP": "203.0.113.9",
};

describe("a form post through a TLS-terminating proxy", () => {
  it("runs its action, with and without JavaScript, instead of React Router's 400", async () => {
    const app = await serve();
    const page = await app.post("/login", fromFly);
    expect(page.status).toBe(302);
    expect(page.location).toBe("/welcome");
    const data = await app.post("/login.data", fromFly);
    expect(data.status).toBe(202);
    expect(data.text).toContain("/welcome");
    expect(app.seen).toEqual([`${SITE}/login`, `${SITE}/login`]);
  });

  it("takes the scheme from SITE_URL, not from a forwarded header nobody vouches for", async () => {
    const app = await serve();
    const res = await app.post("/login", { ...fromFly, "X-Forwarded-Proto": "http" });
    expect(res.status).toBe(302);
    expect(app.seen).toEqual([`${SITE}/login`]);
  });

  it("refuses another site's page, whatever X-Forwarded-Host says", async () => {
    const app = await serve();
    for (const headers of [
      { ...fromFly, Origin: "https://evil.example", "X-Forwarded-Host": "evil.example" },
      { ...fromFly, Origin: `http://${HOST}` },
    ]) {
      const res = await app.post("/login", headers);
      expect(res.status).toBe(403);
      expect(JSON.parse(res.text)).toEqual({ message: "Cross-origin requests are not allowed." });
    }
    expect(app.seen).toEqual([]);
  });

  it("another name for the server keeps its own scheme unless the proxies are named", async () => {
    const direct = await serve(0);
    const internal = { Host: "app.internal:3000", "X-Forwarded-Proto": "https" };
    expect(
      (await direct.post("/login", { ...internal, Origin: "https://app.internal:3000" })).status,
    ).toBe(403);
    expect(
      (await direct.post("/login", { ...internal, Origin: "http://app.internal:3000" })).status,
    ).toBe(302);
    const proxied = await serve(1);
    expect(
      (await proxied.post("/login", { ...internal, Origin: "https://app.internal:3000" })).status,
    ).toBe(302);
    expect(proxied.seen).toEqual(["https://app.internal:3000/login"]);
  });
});

describe("the origin a request was addressed to", () => {
  const origin = requestOrigin(SITE);
  const addressed = (host: string | undefined) =>
    origin({
      protocol: "http",
      get: (name: string) => (name === "host" ? host : undefined),
    } as never);

  it("is SITE_URL's for the site's own host, in any case", () => {
    expect(addressed(HOST)).toBe(SITE);
    expect(addressed(HOST.toUpperCase())).toBe(SITE);
  });

  it("is the site's for a Host that is no host name, or none", () => {
    for (const host of ["evil.example/x", "user@evil.example", "evil.example#", undefined]) {
      expect(addressed(host)).toBe(SITE);
    }
    expect(addressed("127.0.0.1:3000")).toBe("http://127.0.0.1:3000");
  });
});
