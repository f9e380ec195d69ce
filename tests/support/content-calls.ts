import { args, freshIp } from "./route-call";
import { getDb } from "~/db/client";

/** How the content page tests call routes: as a browser would, with forms from fresh addresses. */
export const raw = getDb().$client;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36";

export const get = (path: string, params: Record<string, string> = {}, headers = {}) =>
  args("GET", path, { params, headers: { "User-Agent": BROWSER, ...headers }, ip: "192.0.2.10" });

export function postForm(path: string, values: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(values)) body.set(k, v);
  return args("POST", path, { body, ip: freshIp() });
}

/** A loader's value whether it answered plain data or `data(value, init)`. */
export function value<T>(res: unknown): T {
  return (res && typeof res === "object" && "data" in res && "init" in res ? res.data : res) as T;
}

export async function thrownStatus(fn: () => Promise<unknown>): Promise<number> {
  try {
    await fn();
  } catch (e) {
    const r = e as { status?: number; init?: { status?: number } };
    return r.status ?? r.init?.status ?? -1;
  }
  return 200;
}
