import { describe, expect, it } from "vitest";
import { startEnv } from "~/tests/support/deploy-config";

/** Starts the env module in production with these variables: its exit status and stderr. */
function start(extra: Record<string, string>) {
  const run = startEnv({
    NODE_ENV: "production",
    SESSION_SECRET: "a-production-secret-0123456789",
    SMTP_URL: "smtp://mail",
    ...extra,
  });
  return { status: run.status, stderr: run.stderr };
}

describe("Stripe settings at start", () => {
  it("a live key may not be sent anywhere but Stripe", () => {
    const live = start({
      STRIPE_SECRET_KEY: "sk_live_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      STRIPE_API_BASE: "http://127.0.0.1:12111",
    });
    expect(live.status).not.toBe(0);
    expect(live.stderr).toMatch(/STRIPE_API_BASE may not be set with a live key/);
    const liveAtStripe = start({
      STRIPE_SECRET_KEY: "sk_live_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
    });
    expect(liveAtStripe.status).toBe(0);
  });

  it("a test key may point anywhere, also in a production build", () => {
    const ok = start({
      STRIPE_SECRET_KEY: "sk_test_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      STRIPE_API_BASE: "http://127.0.0.1:12111",
    });
    expect(ok.status).toBe(0);
  });

  it("production refuses to start with a key but no webhook secret; no key at all is fine", () => {
    const noSecret = start({ STRIPE_SECRET_KEY: "sk_test_abc" });
    expect(noSecret.status).not.toBe(0);
    expect(noSecret.stderr).toMatch(/STRIPE_WEBHOOK_SECRET must be set in production/);
    expect(start({}).status).toBe(0);
  });
});
