import { Form, Link } from "@remix-run/react";
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
      <section className={panel} aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="font-semibold text-gray-900">
          Quick Actions
        </h2>
        <ul className="mt-3 space-y-2 text-sm">
          <li>
            <Link to="/dashboard/leads" className="text-brand-700 underline">
              Leads: quote requests sent to you
            </Link>
          </li>
          <li>
            <Link to="/add-company" className="text-brand-700 underline">
              Add or claim a listing
            </Link>
          </li>
          <li>
            <Link to="/browse" className="text-brand-700 underline">
              Browse the directory
            </Link>
          </li>
          <li>
            <Link to="/materials" className="text-brand-700 underline">
              Find materials &amp; equipment
            </Link>
          </li>
          <li>
            <Link to="/resources" className="text-brand-700 underline">
              State DOT resources
            </Link>
          </li>
        </ul>
      </section>
      <section className={panel} aria-labelledby="account-status">
        <h2 id="account-status" className="font-semibold text-gray-900">
          Account Status
        </h2>
        <dl className="mt-3 space-y-1 text-sm">
          <div className="flex justify-between">
            <dt className="text-gray-600">Status</dt>
            <dd className="font-medium text-green-700">Active</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-gray-600">E-mail</dt>
            {emailVerified ? (
              <dd className="font-medium text-green-700">Verified</dd>
            ) : (
              <dd className="font-medium text-amber-700">Not verified</dd>
            )}
          </div>
          <div className="flex justify-between">
            <dt className="text-gray-600">Last login</dt>
            <dd className="font-medium">Today</dd>
          </div>
        </dl>
        {pendingEmail ? (
          <p className="mt-3 text-sm text-gray-700">
            New address waiting for confirmation:{" "}
            <strong className="break-all">{pendingEmail}</strong>. Follow the link we sent to it.
          </p>
        ) : null}
        {listings.length ? (
          <>
            <h3 className="mt-4 text-sm font-semibold text-gray-900">Your public pages</h3>
            <ul className="mt-1 space-y-1 text-sm">
              {listings.map((l) => (
                <li key={l.id}>
                  <Link to={l.href} className="text-brand-700 underline">
                    {l.name}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {emailVerified ? null : (
          <Form method="post" action="/verify-email" className="mt-3 text-sm">
            <input type="hidden" name="intent" value="resend" />
            <input type="hidden" name="back" value="/dashboard" />
            <p className="text-gray-700">
              Adding or claiming a listing needs a verified e-mail address.
            </p>
            <button type="submit" className="mt-1 font-semibold text-brand-700 underline">
              Send the verification e-mail again
            </button>
          </Form>
        )}
      </section>
      <section className={panel} aria-labelledby="listing-summary">
        <h2 id="listing-summary" className="font-semibold text-gray-900">
          Listing Summary
        </h2>
        <dl className="mt-3 space-y-1 text-sm">
          <div className="flex justify-between">
            <dt className="text-gray-600">Road striping</dt>
            <dd className="font-medium">{stripingCount}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-gray-600">Materials &amp; equipment</dt>
            <dd className="font-medium">{materialsCount}</dd>
          </div>
          <div className="flex justify-between">
            <dt className="text-gray-600">Total reviews</dt>
            <dd className="font-medium">{totalReviews}</dd>
          </div>
        </dl>
      </section>
      <AccountSettings className={panel} user={user} error={error} />
      <section className={panel} aria-labelledby="help">
        <h2 id="help" className="font-semibold text-gray-900">
          Need Help?
        </h2>
        <ul className="mt-3 space-y-2 text-sm">
          <li>
            <Link to="/contact" className="text-brand-700 underline">
              Contact support
            </Link>
          </li>
          <li>
            <Link to="/faq" className="text-brand-700 underline">
              Read the FAQ
            </Link>
          </li>
          <li>
            <a href={`mailto:${feedbackEmail}`} className="text-brand-700 underline">
              Send feedback
            </a>
          </li>
        </ul>
      </section>
    </aside>
  );
}
