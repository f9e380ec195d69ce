import { CREDENTIAL_LABELS, type CredentialKind } from "~/lib/credential-kinds";
import { CHECKED_WORDS } from "~/lib/credential-words";
import { CheckIcon } from "./ui/icons";

export type BadgeCredential = { kind: CredentialKind; state?: string; verified: boolean };

/** A credential's name as a badge reads it: 'DOT Certified (OH)'. */
export function credentialName(c: { kind: CredentialKind; state?: string | null }) {
  const label = CREDENTIAL_LABELS[c.kind];
  return c.state ? `${label} (${c.state})` : label;
}

/**
 * A listing's credentials on its card: the ones the directory checked carry a check mark; the
 * rest are the owner's word and say so in words, not only in a tooltip.
 */
export function CredentialBadges({
  credentials,
  className = "mt-3",
}: {
  credentials: readonly BadgeCredential[];
  className?: string;
}) {
  if (!credentials.length) return null;
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`} aria-label="Credentials">
      {credentials.map((c) => (
        <li
          key={`${c.kind}-${c.state ?? ""}`}
          className={
            c.verified
              ? "tag inline-flex items-center gap-1 bg-emerald-50 text-emerald-900"
              : "tag-outline"
          }
          // A checked record may come from a public list nobody at the directory looked at: the
          // words cover both, 'verified' alone would claim the directory's check.
          title={c.verified ? `Checked: ${CHECKED_WORDS}` : "Self-reported"}
        >
          {c.verified ? <CheckIcon /> : null}
          {credentialName(c)}
          {c.verified ? <span className="sr-only">{` (${CHECKED_WORDS})`}</span> : null}
          {c.verified ? null : (
            <>
              {" · "}
              <span className="font-normal">Self-reported</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
