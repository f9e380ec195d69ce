import { formatDate } from "~/lib/format";
import type { PublicCredential } from "~/models/credentials/credentials.server";
import { credentialName } from "./credential-badges";
import { CheckIcon } from "./ui/icons";
import { cardClass, Section } from "./content/page-parts";
import { ExternalLink } from "./content/external-link";

type Standing = {
  verified: boolean;
  verifiedAt: string | null;
  listedIn?: PublicCredential["listedIn"];
};

/**
 * The words under a credential: who stands behind it. One an import took
 * from a public list says so: nobody at the directory checked that firm.
 */
export function credentialStanding(c: Standing) {
  if (c.verified && c.verifiedAt && c.listedIn) {
    return `Listed in ${c.listedIn.name} on ${formatDate(c.verifiedAt)}`;
  }
  return c.verified && c.verifiedAt
    ? `Verified by the directory on ${formatDate(c.verifiedAt)}`
    : "Self-reported";
}

/** The standing, with the list's name as a link to it when its address is known. */
function StandingLine({ c }: { c: Standing }) {
  const url = c.listedIn?.url;
  if (!url || !c.verifiedAt) return <>{credentialStanding(c)}</>;
  return (
    <>
      Listed in <ExternalLink href={url}>{c.listedIn!.name}</ExternalLink> on{" "}
      {formatDate(c.verifiedAt)}
    </>
  );
}

/** A listing page's credentials: kind, state, issuer, number, standing and expiry. */
export function CredentialsSection({ credentials }: { credentials: readonly PublicCredential[] }) {
  if (!credentials.length) return null;
  return (
    <Section
      labelId="credentials-heading"
      title="Credentials"
      id="credentials"
      className={`mt-8 ${cardClass}`}
      headingClassName="text-xl font-semibold text-gray-900"
    >
      <ul className="mt-3 divide-y divide-gray-100">
        {credentials.map((c) => (
          <li key={`${c.kind}-${c.state ?? ""}`} className="py-3 text-sm text-gray-700">
            <p className="flex items-center gap-1.5 font-semibold text-gray-900">
              {c.verified ? <CheckIcon className="h-4 w-4 text-emerald-700" /> : null}
              {credentialName(c)}
            </p>
            <p>
              {c.issuer}
              {c.number ? ` · No. ${c.number}` : ""}
              {c.expiresOn ? ` · Expires ${formatDate(c.expiresOn)}` : ""}
            </p>
            <p className={c.verified ? "text-emerald-800" : "text-gray-600"}>
              <StandingLine c={c} />
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
