import { Fragment, type ReactNode } from "react";
import { contactTarget, outHref } from "~/lib/contact-links";
import type { ClickKind } from "~/lib/listing-events";

type Contact = { id: number; phone: string | null; email: string | null; website: string | null };

const primary = "btn-primary";
const secondary = "btn-secondary";

const ACTIONS: { kind: ClickKind; label: string; className: string; newTab?: boolean }[] = [
  { kind: "call", label: "Call", className: primary },
  { kind: "website", label: "Website", className: secondary, newTab: true },
  { kind: "email", label: "Email", className: secondary },
];

/**
 * A listing's Call, Website and Email buttons, on its card and its page. Each is a plain link to
 * `/out/:id/:kind`, which counts the click and sends the visitor on to the listing's own number,
 * address or site (decision 023); it works without JavaScript. `children` follow the three.
 */
export function ContactActions({ company, children }: { company: Contact; children?: ReactNode }) {
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      {/* A space after each: a text browser, without CSS, would run the labels together; the
          flex row gives it no room. */}
      {ACTIONS.map(({ kind, label, className, newTab }) =>
        contactTarget(company, kind) ? (
          <Fragment key={kind}>
            <a
              href={outHref(company.id, kind)}
              className={className}
              // Search engines need not follow a counted redirect to someone else's contact.
              rel={newTab ? "nofollow noopener noreferrer" : "nofollow"}
              target={newTab ? "_blank" : undefined}
            >
              {label}
            </a>{" "}
          </Fragment>
        ) : null,
      )}
      {children}
    </div>
  );
}
