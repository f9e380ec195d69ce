import { formatDate } from "~/lib/format";
import type { PublicCredential } from "~/models/credentials.server";
import { credentialName } from "./credential-badges";
import { CheckIcon } from "./ui/icons";
import { cardClass, Section } from "./content/page-parts";

/** The words under a credential: who stands behind it (issue 30, point 2). */
export function credentialStanding(c: { verified: boolean; verifiedAt: string | null }) {
  return c.verified && c.verifiedAt
    ? `Verified by the directory on ${formatDate(c.verifiedAt)}`
    : "Self-reported";
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
              {credentialStanding(c)}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
