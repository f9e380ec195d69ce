import { Link } from "~/components/ui/link";
import { when } from "~/components/admin/parts";
import {
  ApproveOrReject,
  Details,
  RecordCard,
  recordsRoute,
  type CardProps,
} from "~/components/admin/records";
import { claimsAwaitingReview, decideClaim } from "~/models/claims/claim-review.server";
import { requiredNote } from "~/lib/trust-rules";
import { verdict } from "~/models/admin/verdict.server";
import { env } from "~/env.server";
import { consoleAction, consoleLoader } from "~/server/admin/console-action.server";

export const loader = consoleLoader(() => ({ items: claimsAwaitingReview() }));

/** Approve or reject a claim that waited for review; the claimant is mailed either way. */
export const action = consoleAction({
  idName: "claimId",
  intents: ["approve", "reject"],
  invalid: "Choose a claim.",
  text: requiredNote("reason", "reject", "Give the claimant a reason"),
  run: (id, intent, { actor, text }) => {
    decideClaim(id, verdict(intent === "approve", text), { actor, siteUrl: env().SITE_URL });
    return {
      back: "/admin/claims",
      title: intent === "approve" ? "Claim approved" : "Claim rejected",
      description: "The claimant has been e-mailed.",
    };
  },
});

function ClaimCard({ item: c, error }: CardProps<typeof loader>) {
  return (
    <RecordCard
      heading="h2"
      title={
        <Link to={`/companies/${c.companySlug}`} className="underline">
          {c.companyName}
        </Link>
      }
      meta={`(${c.location}, ${c.state})`}
      error={error}
    >
      <Details>
        Claimed by {[c.claimantFirstName, c.claimantLastName].filter(Boolean).join(" ")} &lt;
        {c.claimantEmail}&gt; on {when(c.createdAt)}
      </Details>
      <Details>
        {c.reason === "limit"
          ? "Codes stopped: too many codes or wrong codes for this listing or from this account in 24 hours; the listing was not mailed again."
          : "No e-mail address on file for this listing."}
      </Details>
      <ApproveOrReject
        idName="claimId"
        id={c.id}
        approve={{ intent: "approve", label: `Approve claim of ${c.companyName}` }}
        reject={`Reject claim of ${c.companyName}`}
      />
    </RecordCard>
  );
}

export default recordsRoute<typeof loader>({
  title: "Claims awaiting review",
  lead: "Claims that cannot be proven by a mailed code: the listing has no e-mail address on file, or too many codes or wrong codes were tried for it (or by the claimant) in 24 hours. Check the claimant (licence, insurance, a call to the listed phone) before approving.",
  empty: "No claims are waiting.",
  Card: ClaimCard,
});
