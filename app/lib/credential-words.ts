import type { CredentialKind } from "./credential-kinds";
import { listPhrase } from "./landing";

/** What holding each kind is called in a sentence ('holding DOT prequalification'). */
const CREDENTIAL_NOUNS: Record<CredentialKind, string> = {
  dot_prequalified: "DOT prequalification",
  dbe_certified: "DBE certification",
  atssa_member: "ATSSA membership",
  bbb_accredited: "BBB accreditation",
  licensed_insured: "a licence and insurance",
  veteran_owned: "veteran-owned certification",
  woman_owned: "woman-owned certification",
};

/** What a credential that counts as checked is: verified by the directory or named by a public list. */
export const CHECKED_WORDS = "verified by the directory or on a public list";

/**
 * The filter line's words for the credentials asked, every one of which a listing holds:
 * 'holding DOT prequalification and DBE certification'; empty when none is asked.
 */
export function holdingPhrase(kinds: readonly CredentialKind[], verifiedOnly?: boolean): string {
  if (!kinds.length) return "";
  const held = `holding ${listPhrase(kinds.map((k) => CREDENTIAL_NOUNS[k]))}`;
  return verifiedOnly ? `${held} (${CHECKED_WORDS})` : held;
}
