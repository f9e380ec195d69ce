import crypto from "node:crypto";
import { createCookieSessionStorage, redirect } from "react-router";
import { toastSchema, type Toast, type ToastInput } from "~/lib/toast";
import { signedCookie } from "./auth/cookie.server";

const FLASH_KEY = "toast";

const toastStorage = createCookieSessionStorage({
  cookie: { name: "__toast", ...signedCookie() },
});

function complete(input: ToastInput): Toast {
  return { id: input.id ?? crypto.randomUUID(), type: input.type ?? "default", ...input } as Toast;
}

/** A Set-Cookie header value that flashes one toast to the next page render. */
export async function toastCookie(input: ToastInput): Promise<string> {
  const session = await toastStorage.getSession();
  session.flash(FLASH_KEY, complete(input));
  return toastStorage.commitSession(session);
}

export async function redirectWithToast(url: string, input: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastCookie(input));
  return redirect(url, { ...init, headers });
}

/** Reads (and consumes) the flashed toast; commit the returned header to clear it. */
export async function getToast(request: Request) {
  const session = await toastStorage.getSession(request.headers.get("Cookie"));
  const parsed = toastSchema.safeParse(session.get(FLASH_KEY));
  const toast = parsed.success ? parsed.data : null;
  const setCookie = toast ? await toastStorage.destroySession(session) : null;
  return { toast, setCookie };
}
