// Starts the production build on a fresh, freshly seeded database for the browser tests, with a
// real SMTP listener on loopback whose messages land as JSON files in <db dir>/inbox.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { startSmtpInbox } from "~/tests/support/smtp-inbox";
import { startStripeStandin } from "./stripe-standin/server";

const dir = path.dirname(path.resolve(process.env.E2E_DATABASE_PATH ?? "data/e2e/app.db"));
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });

const inbox = await startSmtpInbox({ dir: path.join(dir, "inbox") });
// Payments go to the loopback Stripe stand-in, which signs its events with this secret.
const stripeSecret = "whsec_e2e_standin_secret";
const stripe = await startStripeStandin({
  port: Number(process.env.E2E_STRIPE_PORT ?? 0),
  webhookUrl: `http://localhost:${process.env.PORT}/api/stripe/webhook`,
  webhookSecret: stripeSecret,
});
// The browser tests drive the stand-in (a renewal that fails, a subscription that ends) here.
fs.writeFileSync(path.join(dir, "stripe-standin.url"), stripe.url);

// E2E_NODE runs the server on another Node, with E2E_SQLITE_BINDING the SQLite addon built for
// it: production's Node as the bench prepares it under data/bench (decision 038).
// The compiled server, as production starts it.
const server = path.join(process.env.BUILD_DIR ?? "build", "node/server.js");
const child = spawn(process.env.E2E_NODE ?? process.execPath, [server], {
  stdio: "inherit",
  env: {
    ...process.env,
    ...(process.env.E2E_SQLITE_BINDING
      ? { SQLITE_NATIVE_BINDING: process.env.E2E_SQLITE_BINDING }
      : {}),
    NODE_ENV: "production",
    DATABASE_PATH: path.join(dir, "app.db"),
    SESSION_SECRET: "e2e-session-secret-not-for-production",
    SITE_URL: `http://localhost:${process.env.PORT}`,
    SMTP_URL: inbox.url,
    STRIPE_SECRET_KEY: "sk_test_e2e_standin",
    STRIPE_WEBHOOK_SECRET: stripeSecret,
    STRIPE_API_BASE: stripe.url,
    MAIL_POLL_MS: "250",
    // The browser tests submit far more forms from one address than a visitor would.
    RATE_LIMIT_FACTOR: process.env.RATE_LIMIT_FACTOR ?? "1000",
    LOG_REQUESTS: "false",
    // No warm-up: the tests see the page cache fill as they ask (deploy-start runs it).
    WARM_UP_MS: "0",
    // Listing insights are flushed often, so a test sees its counts quickly (decision 023).
    LISTING_STATS_FLUSH_MS: "250",
  },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    child.kill(signal);
    void inbox.close();
    void stripe.close();
  });
}
child.on("exit", (code) => process.exit(code ?? 0));
