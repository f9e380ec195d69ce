/**
 * The credentials a listing can hold (issue 30): the browse page's certification chips, each a
 * record with an issuer, an optional number, expiry and evidence. DOT prequalification and DBE
 * certification are granted by a state, so they name one; the others do not.
 */
export const CREDENTIAL_KINDS = [
  "dot_prequalified",
  "dbe_certified",
  "atssa_member",
  "bbb_accredited",
  "licensed_insured",
  "veteran_owned",
  "woman_owned",
] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

/** Kinds granted per state: a record of these names its state. */
export const STATE_CREDENTIAL_KINDS: readonly CredentialKind[] = [
  "dot_prequalified",
  "dbe_certified",
];

/** self_reported (the owner's word) → verified | rejected by the operator; expiry is by date. */
export const CREDENTIAL_STATUSES = ["self_reported", "verified", "rejected"] as const;
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number];

/** Who wrote the record: the owner, the operator, an import of a public list, or migration 0023. */
export const CREDENTIAL_SOURCES = ["owner", "operator", "import", "migration"] as const;
export type CredentialSource = (typeof CREDENTIAL_SOURCES)[number];
