import { day, when } from "~/components/admin/parts";
import {
  ConsoleSearch,
  Details,
  ApproveOrReject,
  RecordCard,
  recordsRoute,
  type CardProps,
} from "~/components/admin/records";
import { credentialName } from "~/components/credential-badges";
import { ListingLink } from "~/components/listing-link";
import { CREDENTIAL_CHECKS } from "~/lib/credential-kinds";
import { credentialQueue, decideCredential } from "~/models/credential-review.server";
import { credentialSummary } from "~/models/credentials.server";
import { consoleAction, consoleLoader, searchBack } from "~/server/console-action.server";
import { requiredNote } from "~/lib/trust-rules";
import { env } from "~/server/env.server";

export const loader = consoleLoader(({ q }) => ({
  q,
  items: credentialQueue(q).map(({ credential: c, listing }) => ({
    ...credentialSummary(c),
    source: c.sourceName ?? c.source,
    createdAt: c.createdAt.toISOString(),
    listing,
  })),
}));

/** Verify a self-reported credential, or reject it with a reason the owner is mailed. */
export const action = consoleAction({
  idName: "credentialId",
  intents: ["verify", "reject"],
  invalid: "Choose a credential.",
  text: requiredNote("reason", "reject", "Give the owner a reason"),
  run: (id, intent, { actor, text, form }) => {
    decideCredential(
      id,
      intent === "verify" ? { verify: true } : { verify: false, reason: text ?? "" },
      actor,
      env().SITE_URL,
    );
    return {
      back: searchBack("/admin/credentials", form),
      title: intent === "verify" ? "Credential verified" : "Credential rejected",
      description:
        intent === "verify"
          ? "The listing now shows it as verified by the directory."
          : "The owner has been e-mailed the reason.",
    };
  },
});

function CredentialCard({ item: c, error, data: { q } }: CardProps<typeof loader>) {
  const name = credentialName(c);
  return (
    <RecordCard
      heading="h2"
      title={
        <>
          {name} · <ListingLink listing={c.listing} className="underline" />
        </>
      }
      meta={`(${c.listing.location}, ${c.listing.state})`}
      error={error}
    >
      <Details>
        Issuer: {c.issuer}
        {c.number ? ` · Number: ${c.number}` : ""}
        {c.expiresOn ? ` · Expires ${day(c.expiresOn)}` : " · No expiry given"}
      </Details>
      <Details>
        Added {when(c.createdAt)} ({c.source}) ·{" "}
        {c.hasEvidence ? (
          <a href={`/credentials/${c.id}/evidence`} className="underline">
            Evidence of {name}
          </a>
        ) : (
          "No evidence attached"
        )}
      </Details>
      <Details tone="amber">Check: {CREDENTIAL_CHECKS[c.kind]}</Details>
      <ApproveOrReject
        idName="credentialId"
        id={c.id}
        hidden={{ q }}
        approve={{ intent: "verify", label: `Verify ${name} of ${c.listing.name}` }}
        reject={`Reject ${name} of ${c.listing.name}`}
      />
    </RecordCard>
  );
}

export default recordsRoute<typeof loader>({
  title: "Credentials to verify",
  lead: "Self-reported credentials, oldest first. Check each against its issuer's public record (docs/decisions/048) before verifying; the listing shows 'Self-reported' until then.",
  above: (
    <ConsoleSearch
      id="credential-search"
      label="Listing name"
      maxLength={100}
      submit="Find credentials"
    />
  ),
  empty: ({ q }) =>
    q ? `No credentials of listings named like '${q}' are waiting.` : "No credentials are waiting.",
  Card: CredentialCard,
});
