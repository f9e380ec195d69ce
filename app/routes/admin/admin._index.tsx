import { useLoaderData } from "react-router";
import { Link } from "~/components/ui/link";
import { AdminHeading, word } from "~/components/admin/parts";
import { countClaimsAwaitingReview } from "~/models/claims/claim-review.server";
import { countCredentialsWaiting } from "~/models/credentials/credential-review.server";
import { reportedReviews } from "~/models/reviews/review-moderation.server";
import { countOpenContactMessages, newsletterCounts } from "~/models/admin/admin-inbox.server";
import { countFailedEmails, countUnmatchedQuotes } from "~/models/admin/admin-quotes.server";
import { countDisabledUsers } from "~/models/admin/admin-users.server";
import { consoleLoader } from "~/server/admin/console-action.server";

export const loader = consoleLoader(() => ({
  claims: countClaimsAwaitingReview(),
  credentials: countCredentialsWaiting(),
  reviews: reportedReviews().length,
  messages: countOpenContactMessages(),
  subscribers: newsletterCounts().confirmed,
  unmatched: countUnmatchedQuotes(),
  failedMail: countFailedEmails(),
  disabled: countDisabledUsers(),
}));

type Counts = Awaited<ReturnType<typeof loader>>;

/**
 * What is waiting for the operator, in the order the console's work is usually done: a queue
 * shows how many wait (`count`, and `what` says of what), a section only what it is for.
 */
const QUEUES: {
  count?: keyof Counts;
  what: string | ((n: number) => string);
  to: string;
  cta: string;
}[] = [
  {
    count: "claims",
    what: (n) => `${word(n, "claim", "claims")} awaiting review`,
    to: "/admin/claims",
    cta: "Review claims",
  },
  {
    count: "credentials",
    what: (n) => `${word(n, "credential", "credentials")} waiting to be verified`,
    to: "/admin/credentials",
    cta: "Verify credentials",
  },
  {
    what: "Plans: paid through Stripe or complimentary.",
    to: "/admin/plans",
    cta: "See plans",
  },
  {
    count: "reviews",
    what: (n) => word(n, "reported review", "reported reviews"),
    to: "/admin/reviews",
    cta: "Moderate reviews",
  },
  { what: "Listings: verify, unlist, restore.", to: "/admin/listings", cta: "Find a listing" },
  { what: "Blog: write, preview, publish.", to: "/admin/blog", cta: "Manage the blog" },
  { what: "State DOT agencies and links.", to: "/admin/resources", cta: "Edit state resources" },
  {
    count: "messages",
    what: (n) => word(n, "contact message to handle", "contact messages to handle"),
    to: "/admin/messages",
    cta: "Read messages",
  },
  {
    count: "unmatched",
    what: (n) => `quote ${word(n, "request", "requests")} sent to no contractor`,
    to: "/admin/quotes",
    cta: "See quote requests",
  },
  {
    count: "failedMail",
    what: (n) => word(n, "failed mail", "failed mails"),
    to: "/admin/outbox",
    cta: "Open the outbox",
  },
  {
    count: "subscribers",
    what: (n) => `confirmed newsletter ${word(n, "subscriber", "subscribers")}`,
    to: "/admin/newsletter",
    cta: "See subscribers",
  },
  {
    count: "disabled",
    what: (n) => word(n, "disabled account", "disabled accounts"),
    to: "/admin/users",
    cta: "Find an account",
  },
  { what: "Every operator action, who and when.", to: "/admin/audit", cta: "Open the audit log" },
];

/** One card a queue or section: how many wait, and the link to them. */
export default function AdminOverview() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <AdminHeading title="Operator Console" />
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {QUEUES.map((queue) => {
          const n = queue.count === undefined ? undefined : data[queue.count];
          return (
            <li key={queue.to} className="rounded-xl border border-gray-200 bg-white p-5">
              {n === undefined ? null : <p className="text-3xl font-bold text-gray-900">{n}</p>}
              <p className="mt-1 text-gray-700">
                {typeof queue.what === "string" ? queue.what : queue.what(n ?? 0)}
              </p>
              <Link
                to={queue.to}
                className="mt-3 inline-block font-semibold text-brand-700 underline"
              >
                {queue.cta}
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
