import { once } from "node:events";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createRequestHandler as createReactRouterHandler, type ServerBuild } from "react-router";
import compression from "compression";
import express from "express";
import { env } from "~/env.server";
import { startServices } from "./app/server/startup.server";
import { clientIpOf } from "~/server/middleware/client-ip.server";
import { originCheck } from "~/server/middleware/origin-check.server";
import { precompressedAssets } from "~/server/middleware/precompressed-assets.server";
import { requestOrigin } from "~/server/middleware/request-origin.server";
import { apiFallback } from "~/server/middleware/api-fallback.server";
import { createRequestHandler } from "~/server/middleware/request-handler.server";
import { formContentType } from "~/server/middleware/form-content-type.server";
import { STATS_RECEIVER_PATH } from "~/server/middleware/listing-stats.server";
import { encodeListingEvent, LISTING_EVENT_HEADER } from "./app/lib/listing-events";
import { replicaWrites } from "~/server/middleware/replica-writes.server";
import { bodyLimit, securityHeaders } from "~/server/middleware/security-headers.server";
import { cacheableRoutes } from "~/page-cache/cacheable-routes.server";
import { pageCache } from "~/page-cache/page-cache.server";
import { POST_VIEW_HEADER, postViewCounter } from "~/server/middleware/post-views.server";
import { serverTiming } from "~/server/middleware/server-timing.server";
import { requestLog } from "~/server/middleware/request-log.server";
import {
  databaseBusyAnswers,
  databaseBusyErrors,
  markDatabaseBusy,
} from "~/server/middleware/database-busy.server";
import { stripeFormTargets } from "~/server/billing/stripe.server";
import { overHttp, STATE_PAGES, WARM_UP_PAGES, warmUp } from "~/server/warm-up.server";

const config = env();
const isProduction = config.NODE_ENV === "production";
const buildDir = path.resolve(config.BUILD_DIR);
// The scheme and host every part of the app takes a request to be addressed to.
const originOf = requestOrigin(config.SITE_URL);

// The database, mail delivery, housekeeping and the insights counter, before any request.
const services = startServices();
const { listingStats } = services;

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
app.use(databaseBusyAnswers());

if (config.LOG_REQUESTS === "true") app.use(requestLog());

app.use(securityHeaders({ production: isProduction, formTargets: stripeFormTargets() }));
app.use(bodyLimit());

app.get("/healthz", (_req, res) => {
  try {
    services.healthCheck();
    res.type("text").send("ok");
  } catch (error) {
    console.error("healthcheck failed", error);
    res.status(500).type("text").send("database unavailable");
  }
});

app.use(replicaWrites());
app.post(STATS_RECEIVER_PATH, ...listingStats.receiver(config.SESSION_SECRET));
app.use(originCheck(originOf));
// A page's action reads a form: any other body is a 415 before a route runs (decision 043).
app.use(formContentType());

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  // Hashed assets never change under the same name.
  app.use(
    "/assets",
    precompressedAssets(path.join(buildDir, "client/assets")),
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

// An /api/* address or method no route has answers JSON, not the site's HTML error page.
app.use(apiFallback(build));

// Before the page cache, so a page it answers from memory still counts.
app.use(listingStats.middleware());
app.use(postViewCounter());

// Anonymous pages from memory until the next database write; cache headers (decision 010).
app.use(
  pageCache({
    databaseFile: services.databaseFile,
    // Only the routes that declare themselves cacheable are stored or public (decision 046).
    routeCacheable: cacheableRoutes(typeof build === "function" ? await build() : build),
    enabled: isProduction && config.PAGE_CACHE === "on",
    // Pages answered at once; the rest wait in turn (decisions 029, 031). 0 lifts the limit.
    renderConcurrency: config.RENDER_CONCURRENCY,
    // Every page in turn, hits too (decision 031); HITS_FIRST=true lets hits overtake.
    hitsFirst: config.HITS_FIRST === "true",
  }),
);

app.all(
  "/{*splat}",
  createRequestHandler({
    build,
    mode: config.NODE_ENV,
    origin: originOf,
    getLoadContext: (req, res) => ({
      clientIp: clientIpOf(req, config.CLIENT_IP_HEADER),
      cspNonce: res.locals.cspNonce as string | undefined,
      markListings: (event) => res.setHeader(LISTING_EVENT_HEADER, encodeListingEvent(event)),
      markPostView: (postId) => res.setHeader(POST_VIEW_HEADER, String(postId)),
      databaseBusy: () => markDatabaseBusy(res),
    }),
  }),
);
app.use(databaseBusyErrors);

// Before the first visitor (decision 056): the render path in process, then the pages visitors
// land on through the whole stack over loopback, each kept in the page cache as a visitor's
// would be (the entry pages, every state's and state-and-service lists, every listing's page
// up to 1,000, the most prominent first), as long as the time lasts.
if (!viteDevServer && config.WARM_UP_MS > 0) {
  const handle = createReactRouterHandler(build as ServerBuild, config.NODE_ENV);
  const origin = config.SITE_URL;
  const rendered = await warmUp((request) => handle(request, { clientIp: "127.0.0.1" }), {
    origin,
    budgetMs: Math.min(2_000, config.WARM_UP_MS / 3),
  });
  const loopback = app.listen(0, "127.0.0.1");
  await once(loopback, "listening");
  const { port } = loopback.address() as AddressInfo;
  const served = await warmUp(overHttp(port, new URL(origin).host), {
    origin,
    budgetMs: config.WARM_UP_MS - rendered.ms,
    maxRounds: 1,
    pages: [...WARM_UP_PAGES, ...STATE_PAGES],
    listings: 1_000,
    listingsPerRound: 1_000,
  });
  loopback.closeAllConnections();
  loopback.close();
  console.log(
    `Warmed up: ${rendered.requests} pages rendered in ${rendered.ms} ms, ${served.requests} served and kept in ${served.ms} ms`,
  );
  for (const failure of [...rendered.failures, ...served.failures]) {
    console.warn(`warm-up: ${failure}`);
  }
}

const server = app.listen(config.PORT, () => {
  console.log(`Road Striping Directory listening on http://localhost:${config.PORT}`);
});

// Finish the requests in flight, then stop the jobs and close the database cleanly.
function shutdown(signal: string) {
  console.log(`${signal} received, shutting down`);
  server.close(() => {
    void services.stop().finally(() => process.exit(0));
  });
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
