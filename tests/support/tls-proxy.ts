/**
 * A TLS-terminating reverse proxy on loopback, as Fly's edge is: it takes HTTPS with a
 * certificate made for the test, and forwards plain HTTP/1.1 to the app with the headers Fly
 * sets (`X-Forwarded-Proto`, `X-Forwarded-For`, `X-Forwarded-Port`, `Fly-Client-IP`, `Via`),
 * the browser's own `Host` unchanged.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";

export type TlsProxy = { url: string; port: number; close(): Promise<void> };

/** A self-signed certificate for localhost, made with the machine's `openssl`. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tls-proxy-"));
  try {
    const key = path.join(dir, "key.pem");
    const cert = path.join(dir, "cert.pem");
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
        ...["-keyout", key, "-out", cert, "-subj", "/CN=localhost"],
        ...["-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
      ],
      { stdio: "ignore" },
    );
    return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function startTlsProxy(target: { port: number }): Promise<TlsProxy> {
  const server = https.createServer(selfSignedCertificate(), (req, res) => {
    const client = req.socket.remoteAddress ?? "";
    const { port } = req.socket.address() as AddressInfo;
    const forwardedFor = [req.headers["x-forwarded-for"], client].filter(Boolean).join(", ");
    const upstream = http.request(
      {
        host: "127.0.0.1",
        port: target.port,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          "x-forwarded-proto": "https",
          "x-forwarded-for": forwardedFor,
          "x-forwarded-port": String(port),
          "x-forwarded-ssl": "on",
          "fly-client-ip": client,
          "fly-forwarded-port": String(port),
          via: "1.1 fly.io",
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `https://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
