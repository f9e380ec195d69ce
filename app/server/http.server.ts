import { data } from "@remix-run/node";
import { DomainError } from "~/models/errors.server";

/** The client's address as Express saw it (behind a proxy: the forwarded one). */
export function clientIp(request: Request, context?: { clientIp?: string }): string {
  return (
    context?.clientIp ??
    request.headers.get("fly-client-ip") ??
    request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ??
    "unknown"
  );
}

export function jsonError(status: number, message: string, extra?: Record<string, unknown>) {
  return Response.json({ message, ...extra }, { status });
}

/** Domain errors become their HTTP status with a JSON message; anything else is rethrown. */
export function apiError(error: unknown) {
  if (error instanceof DomainError) return jsonError(error.status, error.message);
  throw error;
}

/** For pages: a domain error becomes a thrown response the error boundary renders. */
export function pageError(error: unknown): never {
  if (error instanceof DomainError)
    throw data({ message: error.message }, { status: error.status });
  throw error;
}

/** Reads a JSON body; a malformed one is a 400, never a crash. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw jsonError(400, "Request body must be valid JSON.");
  }
}
