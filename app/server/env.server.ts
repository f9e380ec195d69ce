import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

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
  if (value.NODE_ENV === "production" && !value.SMTP_URL) {
    // Without SMTP the outbox writes .eml files, which is right locally and wrong in production.
    console.warn("SMTP_URL is not set: mail will be written to files instead of being sent.");
  }
  cached = { ...value, SESSION_SECRET: secret };
  return cached;
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
