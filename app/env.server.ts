import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

export const STRIPE_API = "https://api.stripe.com";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_PATH: z.string().min(1).default("./data/app.db"),
  SESSION_SECRET: z.string().min(16).optional(),
  SITE_URL: z.url().default("http://localhost:3000"),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z
    .string()
    .default("Road Striping Directory <no-reply@roadstripingdirectory.example.com>"),
  PORT: z.coerce.number().int().positive().default(3000),
  LITEFS_DIR: z.string().optional(),
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  SEED_DEMO_DATA: z.enum(["true", "false"]).default("true"),
  // Production without SMTP_URL is refused unless mail is meant to go to files (benchmarks,
  // a staging copy): decision 017.
  MAIL_TO_FILES: z.enum(["true", "false"]).default("false"),
  // Where the client's address comes from (decision 017): a header the edge sets and a client
  // cannot forge (Fly-Client-IP on Fly), else the address TRUSTED_PROXY_HOPS proxies back in
  // X-Forwarded-For (0: the socket's own peer; the header is then ignored).
  CLIENT_IP_HEADER: z.string().trim().min(1).optional(),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  FLY_APP_NAME: z.string().optional(),
  // Hours between scheduled backups on the primary (scripts/backup.ts, copied off the machine
  // when BACKUP_S3_* is set); unset: every 6 hours with off-site storage, never without; 0: never.
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 7)
    .optional(),
  // How often the outbox is read for mail to deliver, in ms.
  MAIL_POLL_MS: z.coerce.number().int().positive().default(2000),
  // Listing insights: how often the counts kept in memory are written; `off` counts nothing.
  LISTING_STATS_FLUSH_MS: z.coerce.number().int().positive().default(5000),
  LISTING_STATS: z.enum(["on", "off"]).default("on"),
  // The React Router build the server answers with (tests and benchmarks point at another).
  BUILD_DIR: z.string().min(1).default("build"),
  // The page cache: off for comparisons; pages rendered at once (0: no limit); hits overtaking.
  PAGE_CACHE: z.enum(["on", "off"]).default("on"),
  RENDER_CONCURRENCY: z.coerce.number().int().min(0).default(2),
  HITS_FIRST: z.enum(["true", "false"]).default("false"),
  LOG_REQUESTS: z.enum(["true", "false"]).default("true"),
  // How long a production server may spend asking for its own pages before it listens (0: not
  // at all); it stops sooner once every page of the warm-up's list is kept.
  WARM_UP_MS: z.coerce.number().int().min(0).max(120_000).default(15_000),
  // Payments (decision 054): without a key the plans show but cannot be
  // bought. STRIPE_API_BASE sends every SDK call elsewhere (the loopback stand-in); a live key
  // may only ever talk to Stripe itself.
  STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  STRIPE_API_BASE: z.url().default(STRIPE_API),
});

export type Env = z.infer<typeof schema> & { SESSION_SECRET: string };

let cached: Env | undefined;

/** Reads and validates the environment once; production refuses to start without its secrets. */
export function env(): Env {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  }
  const value = parsed.data;
  let secret = value.SESSION_SECRET;
  if (!secret) {
    if (value.NODE_ENV === "production") {
      throw new Error("SESSION_SECRET must be set in production (at least 16 characters).");
    }
    secret = developmentSecret(path.dirname(path.resolve(value.DATABASE_PATH)));
  }
  if (value.NODE_ENV === "production" && !value.SMTP_URL && value.MAIL_TO_FILES !== "true") {
    // Without SMTP the outbox writes .eml files: right locally, silently lost in production.
    throw new Error(
      "SMTP_URL must be set in production (for example smtps://user:password@smtp.example.com:465); " +
        "set MAIL_TO_FILES=true to write mail to files instead.",
    );
  }
  checkStripe(value);
  const clientIpHeader =
    value.CLIENT_IP_HEADER ?? (value.FLY_APP_NAME ? "Fly-Client-IP" : undefined);
  cached = { ...value, CLIENT_IP_HEADER: clientIpHeader, SESSION_SECRET: secret };
  return cached;
}

/** Refuses a live key pointed anywhere but Stripe, and production taking money it cannot hear of. */
function checkStripe(value: z.infer<typeof schema>) {
  const key = value.STRIPE_SECRET_KEY;
  if (!key) return;
  if (key.startsWith("sk_live_") && new URL(value.STRIPE_API_BASE).origin !== STRIPE_API) {
    throw new Error(
      `STRIPE_API_BASE may not be set with a live key (sk_live_…): live payments go to ${STRIPE_API} only.`,
    );
  }
  if (value.NODE_ENV === "production" && !value.STRIPE_WEBHOOK_SECRET) {
    throw new Error(
      "STRIPE_WEBHOOK_SECRET must be set in production with STRIPE_SECRET_KEY: without it no payment reaches the plans (docs/deploy.md).",
    );
  }
}

/** A secret generated once into data/ so local sessions survive restarts. */
function developmentSecret(dir: string): string {
  const file = path.join(dir, ".session-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dir, { recursive: true });
    const secret = crypto.randomBytes(32).toString("hex");
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/**
 * The settings the database layer and the scripts read where they need them. Not validated
 * once and kept like `env()`: scripts and tests point them elsewhere as they go.
 */
export function runtimeSettings() {
  const e = process.env;
  return {
    databasePath: e.DATABASE_PATH || "./data/app.db",
    backupDir: e.BACKUP_DIR || "backups",
    backupKeepDays: Number(e.BACKUP_KEEP_DAYS ?? 7),
    litefsDir: e.LITEFS_DIR || undefined,
    litefsBin: e.LITEFS_BIN || "litefs",
    filesDir: e.FILES_DIR || undefined,
    /** An SQLite addon built for another Node (the bench runs production's). */
    sqliteNativeBinding: e.SQLITE_NATIVE_BINDING || undefined,
    /** Statements slower than this are logged and counted (0: not timed). */
    slowQueryMs: e.SLOW_QUERY_MS ?? "5",
    /** Unit tests seed and hammer their databases on a shared machine: they count, not log. */
    slowQueryLog: e.SLOW_QUERY_LOG !== "false" && !e.VITEST,
    production: e.NODE_ENV === "production",
    /** The import runs on the request's thread rather than a worker (tests). */
    importInProcess: e.IMPORT_IN_PROCESS === "1",
  };
}

/** The raw environment, for settings read by name (the off-site backup's `BACKUP_S3_*`). */
export function environment(): Readonly<Record<string, string | undefined>> {
  return process.env;
}
