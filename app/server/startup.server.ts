import path from "node:path";
import { removeUnusedLogos } from "~/models/listings/logos.server";
import { endLapsedPlans } from "~/models/listings/plans.server";
import { runCredentialExpiry } from "~/models/credentials/credential-review.server";
import { writeStatsBatch } from "~/models/listings/listing-stats.server";
import { runLeadHousekeeping } from "~/models/leads/housekeeping.server";
import { databaseAnswers, openServerDatabase } from "~/models/db.server";
import { clientIpOf } from "./middleware/client-ip.server";
import { env } from "~/env.server";
import { startMailWorker } from "./jobs/mail-worker.server";
import { runScript, startPeriodic } from "./jobs/periodic.server";
import { s3ConfigFromEnv } from "./jobs/s3.server";
import { instanceRole, isPrimary, whilePrimary } from "./litefs.server";
import {
  ListingStats,
  sendToPrimary,
  STATS_RECEIVER_PATH,
} from "./middleware/listing-stats.server";

/**
 * What the HTTP server stands on, started once before it listens: the database (created,
 * migrated and seeded on first start: the embedded default), the mail outbox's delivery, the
 * housekeeping jobs and the listing insights' counter. server.ts wires the middleware; the
 * database and the models are reached only through here.
 */
export function startServices() {
  const config = env();
  const db = openServerDatabase({ primary: isPrimary(), seed: config.SEED_DEMO_DATA === "true" });

  // Mail leaves through the outbox; the worker delivers what the app queued in its
  // transactions. Only the primary delivers (re-checked every 2 s: the primary can move).
  const mailWorker = whilePrimary(() =>
    startMailWorker({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      mailDir: path.join(path.dirname(path.resolve(config.DATABASE_PATH)), "mail"),
      pollMs: config.MAIL_POLL_MS,
    }),
  );

  // Listing insights: counted in memory, flushed every few seconds and at shutdown; written on
  // the primary, sent on to it from a replica.
  const listingStats = new ListingStats({
    flushMs: config.LISTING_STATS_FLUSH_MS,
    enabled: config.LISTING_STATS !== "off",
    // A visitor counts once per listing, kind and day: known by a keyed hash of the address.
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

  const hourly = 60 * 60 * 1000;
  // Logos no listing uses go after a day's grace.
  const logoCleanup = whilePrimary(() =>
    startPeriodic("logo cleanup", hourly, () => {
      const removed = removeUnusedLogos(new Date(Date.now() - 24 * hourly));
      if (removed) console.log(`logo cleanup: removed ${removed} unused logos`);
    }),
  );
  // Paid plans whose paid-until day is over end by themselves.
  const planExpiry = whilePrimary(() =>
    startPeriodic("plan expiry", hourly, () => {
      const ended = endLapsedPlans();
      if (ended) console.log(`plan expiry: ${ended} paid plans ended`);
    }),
  );
  // The owner is told a month before a credential expires; an expired one leaves the cached
  // pages on its day.
  const credentialExpiry = whilePrimary(() =>
    startPeriodic("credential expiry", hourly, () => {
      const { notified, expired } = runCredentialExpiry(config.SITE_URL);
      if (notified || expired) {
        console.log(`credential expiry: ${notified} owners told, ${expired} credentials expired`);
      }
    }),
  );
  // Leads: a hire's review invitation 14 days on; response times as the 90-day window moves.
  const leadHousekeeping = whilePrimary(() =>
    startPeriodic("lead housekeeping", hourly, () => {
      const { invited } = runLeadHousekeeping(config.SITE_URL);
      if (invited) console.log(`lead housekeeping: ${invited} review invitations sent`);
    }),
  );
  // With off-site storage configured, a backup copied off the machine every few hours.
  const backupHours = config.BACKUP_EVERY_HOURS ?? (s3ConfigFromEnv() ? 6 : 0);
  const backups = backupHours
    ? whilePrimary(() => startPeriodic("backup", backupHours * hourly, () => runScript("backup")))
    : undefined;

  return {
    databaseFile: db.file,
    listingStats,
    healthCheck: databaseAnswers,
    /** Stops the jobs, writes (or sends on) the last counts, then closes the database. */
    async stop() {
      const jobs = [mailWorker, logoCleanup, planExpiry, credentialExpiry, leadHousekeeping];
      for (const job of [...jobs, backups]) {
        job?.stop();
      }
      await listingStats.stop().finally(db.close);
    },
  };
}
