import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import compression from "compression";
import express from "express";
import { getDb, migrateDatabase } from "./db/client";
import { removeUnusedLogos } from "./app/models/logos.server";
import { endLapsedPlans } from "./app/models/plans.server";
import { runCredentialExpiry } from "./app/models/credential-review.server";
import { isSeeded, seedDatabase } from "./db/seed/index";
import { env } from "./app/server/env.server";
import { startMailWorker } from "./app/server/mail-worker.server";
import { runScript, startPeriodic } from "./app/server/periodic.server";
import { s3ConfigFromEnv } from "./app/server/s3.server";
import { clientIpOf } from "./app/server/client-ip.server";
import { originCheck } from "./app/server/origin-check.server";
import { formContentType } from "./app/server/form-content-type.server";
import { instanceRole, isPrimary, whilePrimary } from "./app/server/litefs.server";
import {
  ListingStats,
  sendToPrimary,
  STATS_RECEIVER_PATH,
} from "./app/server/listing-stats.server";
import { writeStatsBatch } from "./app/models/listing-stats.server";
import { encodeListingEvent, LISTING_EVENT_HEADER } from "./app/lib/listing-events";
import { replicaWrites } from "./app/server/replica-writes.server";
import { bodyLimit, securityHeaders } from "./app/server/security-headers.server";
import { cacheableRoutes } from "./app/freshness/cacheable-routes.server";
import { pageCache } from "./app/freshness/page-cache.server";
import { POST_VIEW_HEADER, postViewCounter } from "./app/server/post-views.server";
import { serverTiming } from "./app/server/server-timing.server";
import { stripeFormTargets } from "./app/server/stripe.server";

// No Stripe key in development: the loopback stand-in, so a purchase can be clicked through offline.
if (process.env.NODE_ENV !== "production" && !process.env.STRIPE_SECRET_KEY) {
  const { startDevStripe } = await import("./scripts/stripe-standin/dev");
  await startDevStripe(process.env.PORT ?? 3000, process.env.SITE_URL);
}
const config = env();
const isProduction = config.NODE_ENV === "production";

// The embedded default: the SQLite file is created, migrated and seeded on first start.
const db = getDb();
// On a LiteFS replica the file is read-only: the primary migrates (litefs.yml runs it first).
if (isPrimary()) migrateDatabase(db);
if (isPrimary() && config.SEED_DEMO_DATA === "true" && !isSeeded(db)) {
  const started = Date.now();
  seedDatabase(db);
  console.log(`Seeded demo data into ${config.DATABASE_PATH} in ${Date.now() - started} ms`);
}

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

// Mail leaves through the outbox; the worker delivers what the app queued in its transactions.
// Only the primary delivers (re-checked every 2 s: with LiteFS the primary can move).
const mailOptions = {
  smtpUrl: config.SMTP_URL,
  from: config.MAIL_FROM,
  mailDir: path.join(path.dirname(path.resolve(config.DATABASE_PATH)), "mail"),
  pollMs: Number(process.env.MAIL_POLL_MS ?? 2000),
};
const mailWorker = whilePrimary(() => startMailWorker(mailOptions));

// Listing insights (decision 023): counted in memory, flushed every few seconds and at shutdown;
// written on the primary, sent on to it from a replica.
const listingStats = new ListingStats({
  flushMs: Number(process.env.LISTING_STATS_FLUSH_MS ?? 5000),
  enabled: process.env.LISTING_STATS !== "off",
  // A visitor counts once per listing, kind and day (decision 040): known by a keyed hash.
  clientAddress: (req) => clientIpOf(req, config.CLIENT_IP_HEADER),
  isPrimary: () => isPrimary(),
  write: writeStatsBatch,
  send: sendToPrimary({
    secret: config.SESSION_SECRET,
    url: () => {
      const role = instanceRole(config.LITEFS_DIR);
      return role.litefs && config.FLY_APP_NAME
        ? `http://${role.primaryInstance}.vm.${config.FLY_APP_NAME}.internal:${config.PORT}${STATS_RECEIVER_PATH}`
        : new URL(STATS_RECEIVER_PATH, config.SITE_URL).href;
    },
  }),
}).start();

// Housekeeping on the primary (decision 017): logos no listing uses, after a day's grace; and,
// with off-site storage configured, a backup copied off the machine every few hours.
const logoCleanup = whilePrimary(() =>
  startPeriodic("logo cleanup", 60 * 60 * 1000, () => {
    const removed = removeUnusedLogos(new Date(Date.now() - 24 * 60 * 60 * 1000));
    if (removed) console.log(`logo cleanup: removed ${removed} unused logos`);
  }),
);
// Paid plans whose paid-until day is over end by themselves (decision 018).
const planExpiry = whilePrimary(() =>
  startPeriodic("plan expiry", 60 * 60 * 1000, () => {
    const ended = endLapsedPlans();
    if (ended) console.log(`plan expiry: ${ended} paid plans ended`);
  }),
);
// Credentials: the owner is told a month before one expires; an expired one leaves the cached
// pages on its day (issue 30).
const credentialExpiry = whilePrimary(() =>
  startPeriodic("credential expiry", 60 * 60 * 1000, () => {
    const { notified, expired } = runCredentialExpiry(config.SITE_URL);
    if (notified || expired) {
      console.log(`credential expiry: ${notified} owners told, ${expired} credentials expired`);
    }
  }),
);
const backupHours = config.BACKUP_EVERY_HOURS ?? (s3ConfigFromEnv() ? 6 : 0);
const backups = backupHours
  ? whilePrimary(() =>
      startPeriodic("backup", backupHours * 60 * 60 * 1000, () => runScript("backup")),
    )
  : undefined;

const viteDevServer = isProduction
  ? undefined
  : await import("vite").then((vite) =>
      vite.createServer({ server: { middlewareMode: true }, appType: "custom" }),
    );

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", config.TRUSTED_PROXY_HOPS);
app.use(serverTiming());
app.use(compression());

app.use((req, res, next) => {
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (process.env.LOG_REQUESTS !== "false") {
      console.log(`${req.method} ${req.originalUrl} ${res.statusCode} ${ms.toFixed(1)}ms`);
    }
  });
  next();
});

app.use(securityHeaders({ production: isProduction, formTargets: stripeFormTargets() }));
app.use(bodyLimit());

app.get("/healthz", (_req, res) => {
  try {
    // A real table, so a missing or unreadable database file fails the check (`select 1` would not).
    db.$client.prepare("SELECT id FROM companies LIMIT 1").get();
    res.type("text").send("ok");
  } catch (error) {
    console.error("healthcheck failed", error);
    res.status(500).type("text").send("database unavailable");
  }
});

app.use(replicaWrites());
app.post(STATS_RECEIVER_PATH, ...listingStats.receiver(config.SESSION_SECRET));
app.use(originCheck(config.SITE_URL));
// A page's action reads a form: any other body is a 415 before a route runs (decision 043).
app.use(formContentType());

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  // Hashed assets never change under the same name.
  app.use(
    "/assets",
    express.static(path.join(buildDir, "client/assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
    }),
  );
  // Only a path with a file's extension can be a file there: a page skips the lookup (a stat
  // and an error object on every request, 5 % of a small page's time; decision 028).
  const publicFiles = express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false });
  app.use((req, res, next) =>
    /\.(?!data$)[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next(),
  );
}

const build = viteDevServer
  ? () => viteDevServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
  : ((await import(path.join(buildDir, "server/index.js"))) as ServerBuild);

// Before the page cache, so a page it answers from memory still counts.
app.use(listingStats.middleware());
app.use(postViewCounter());

// Anonymous pages from memory until the next database write; cache headers (decision 010).
app.use(
  pageCache({
    databaseFile: db.$client.name,
    // Only the routes that declare themselves cacheable are stored or public (decision 046).
    routeCacheable: cacheableRoutes(typeof build === "function" ? await build() : build),
    enabled: isProduction && process.env.PAGE_CACHE !== "off",
    // Pages answered at once; the rest wait in turn (decisions 029, 031). 0 lifts the limit.
    renderConcurrency: Number(process.env.RENDER_CONCURRENCY ?? 2) || 0,
    // Every page in turn, hits too (decision 031); HITS_FIRST=true lets hits overtake.
    hitsFirst: process.env.HITS_FIRST === "true",
  }),
);

app.all(
  "*",
  createRequestHandler({
    build,
    mode: config.NODE_ENV,
    getLoadContext: (req, res) => ({
      clientIp: clientIpOf(req, config.CLIENT_IP_HEADER),
      cspNonce: res.locals.cspNonce as string | undefined,
      markListings: (event) => res.setHeader(LISTING_EVENT_HEADER, encodeListingEvent(event)),
      markPostView: (postId) => res.setHeader(POST_VIEW_HEADER, String(postId)),
    }),
  }),
);

const server = app.listen(config.PORT, () => {
  console.log(`Road Striping Directory listening on http://localhost:${config.PORT}`);
});

// Finish the requests in flight, then close the database cleanly.
function shutdown(signal: string) {
  console.log(`${signal} received, shutting down`);
  mailWorker.stop();
  logoCleanup.stop();
  planExpiry.stop();
  credentialExpiry.stop();
  backups?.stop();
  server.close(() => {
    // The counts of the last seconds are written (or sent on) before the database closes.
    void listingStats.stop().finally(() => {
      db.$client.close();
      process.exit(0);
    });
  });
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
