import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";
import type { AccountActionData } from "./account-actions.server";
import { AccountSettings } from "./account-settings";

const panel = "rounded-xl border border-gray-200 bg-white p-5";

/** The dashboard's side column: quick actions, status, summary, settings and help. */
export function AccountPanels({
  stripingCount,
  materialsCount,
  totalReviews,
  emailVerified,
  feedbackEmail,
  user,
  pendingEmail,
  listings,
  error,
}: {
  stripingCount: number;
  materialsCount: number;
  totalReviews: number;
  emailVerified: boolean;
  feedbackEmail: string;
  user: { email: string; firstName: string | null; lastName: string | null };
  pendingEmail: string | null;
  listings: { id: number; name: string; href: string }[];
  error?: AccountActionData;
}) {
  return (
    <aside className="space-y-6">
      <Panel id="quick-actions" title="Quick Actions">
        <LinkList links={QUICK_ACTIONS} />
      </Panel>
      <Panel id="account-status" title="Account Status">
        <Figures
          rows={[
            ["Status", "Active", "text-green-700"],
            emailVerified
              ? ["E-mail", "Verified", "text-green-700"]
              : ["E-mail", "Not verified", "text-amber-700"],
            ["Last login", "Today"],
          ]}
        />
        {pendingEmail ? (
          <p className="mt-3 text-sm text-gray-700">
            New address waiting for confirmation:{" "}
            <strong className="break-all">{pendingEmail}</strong>. Follow the link we sent to it.
          </p>
        ) : null}
        {listings.length ? (
          <>
            <h3 className="mt-4 text-sm font-semibold text-gray-900">Your public pages</h3>
            <LinkList
              className="mt-1 space-y-1"
              links={listings.map((l) => [l.href, l.name] as const)}
            />
          </>
        ) : null}
      </Panel>
      <Panel id="listing-summary" title="Listing Summary">
        <Figures
          rows={[
            ["Road striping", stripingCount],
            ["Materials & equipment", materialsCount],
            ["Total reviews", totalReviews],
          ]}
        />
      </Panel>
      <AccountSettings className={panel} user={user} error={error} />
      <Panel id="help" title="Need Help?">
        <LinkList
          links={[
            ["/contact", "Contact support"],
            ["/faq", "Read the FAQ"],
            // A mail address is not a route: a plain link.
            [`mailto:${feedbackEmail}`, "Send feedback", true],
          ]}
        />
      </Panel>
    </aside>
  );
}

const QUICK_ACTIONS = [
  ["/dashboard/leads", "Leads: quote requests sent to you"],
  ["/dashboard/credentials", "Credentials: DOT, DBE, licence and more"],
  ["/add-company", "Add or claim a listing"],
  ["/browse", "Browse the directory"],
  ["/materials", "Find materials & equipment"],
  ["/resources", "State DOT resources"],
] as const;

/** One panel of the side column, named by its heading. */
function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={panel} aria-labelledby={id}>
      <h2 id={id} className="font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Links, one a line: [to, text], or [href, text, true] for a link that is not a page here. */
function LinkList({
  links,
  className = "mt-3 space-y-2",
}: {
  links: readonly (readonly [to: string, text: string, external?: boolean])[];
  className?: string;
}) {
  return (
    <ul className={`${className} text-sm`}>
      {/* By position: two listings may share a name, and so a link. */}
      {links.map(([to, text, external], i) => (
        <li key={i}>
          {external ? (
            <a href={to} className="text-brand-700 underline">
              {text}
            </a>
          ) : (
            <Link to={to} className="text-brand-700 underline">
              {text}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Label and value rows: [label, value, colour of the value]. */
function Figures({ rows }: { rows: readonly [string, ReactNode, string?][] }) {
  return (
    <dl className="mt-3 space-y-1 text-sm">
      {rows.map(([label, value, tone]) => (
        <div key={label} className="flex justify-between">
          <dt className="text-gray-600">{label}</dt>
          <dd className={`font-medium${tone ? ` ${tone}` : ""}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
