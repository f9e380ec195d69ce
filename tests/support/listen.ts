import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Express } from "express";

/**
 * Starts `app` on a free loopback port. `base` is its address ("http://127.0.0.1:PORT");
 * `stop` closes it and whatever else the test opened for it (a page cache).
 */
export async function listen(app: Express, ...also: { close(): unknown }[]) {
  const server: Server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stop = () => {
    server.close();
    for (const other of also) other.close();
  };
  return { base, server, stop };
}
