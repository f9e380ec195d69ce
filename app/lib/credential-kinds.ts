/**
 * The credentials a listing can hold: the browse page's certification chips, each a
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

/** What each kind is called: the SPEC's certification chips, word for word. */
export const CREDENTIAL_LABELS: Record<CredentialKind, string> = {
  dot_prequalified: "DOT Certified",
  dbe_certified: "DBE Certified",
  atssa_member: "ATSSA Member",
  bbb_accredited: "BBB Accredited",
  licensed_insured: "Licensed & Insured",
  veteran_owned: "Veteran Owned",
  woman_owned: "Woman Owned",
};

/** The kinds as a select's choices. */
export const CREDENTIAL_OPTIONS = CREDENTIAL_KINDS.map((k) => ({
  value: k,
  label: CREDENTIAL_LABELS[k],
}));

export function isCredentialKind(value: unknown): value is CredentialKind {
  return (CREDENTIAL_KINDS as readonly unknown[]).includes(value);
}

/** The kind a certification chip names ('DOT Certified' → dot_prequalified). */
export function kindOfLabel(label: string): CredentialKind | undefined {
  return CREDENTIAL_KINDS.find((k) => CREDENTIAL_LABELS[k] === label);
}

export const isStateKind = (kind: CredentialKind) => STATE_CREDENTIAL_KINDS.includes(kind);

/**
 * The body that usually grants a kind, filled in when the owner leaves the issuer empty; the
 * state's name for the kinds granted per state. Licences and owner certificates come from many
 * bodies: the owner names theirs.
 */
export function defaultIssuer(kind: CredentialKind, stateName?: string): string | undefined {
  switch (kind) {
    case "dot_prequalified":
      return stateName ? `${stateName} Department of Transportation` : undefined;
    case "dbe_certified":
      return stateName ? `${stateName} Unified Certification Program` : undefined;
    case "atssa_member":
      return "ATSSA";
    case "bbb_accredited":
      return "Better Business Bureau";
    default:
      return undefined;
  }
}

/** Evidence an owner may attach: a PDF or an image, at most 5 MB. */
export const MAX_EVIDENCE_BYTES = 5 * 1024 * 1024;

/** What the operator checks before verifying each kind (docs/decisions/048). */
export const CREDENTIAL_CHECKS: Record<CredentialKind, string> = {
  dot_prequalified:
    "the state DOT's published list of prequalified contractors names the firm (and the number).",
  dbe_certified: "the state Unified Certification Program's DBE directory lists the firm.",
  atssa_member: "ATSSA's member directory lists the firm.",
  bbb_accredited: "the firm's bbb.org profile says 'BBB Accredited Business'.",
  licensed_insured:
    "the state or local licence lookup shows the licence active, and a certificate of insurance naming the firm is current on today's date.",
  veteran_owned:
    "a certificate from the SBA (VetCert), the VA or the state names the firm and has not expired.",
  woman_owned:
    "a WOSB certificate from the SBA, or a state or WBENC certificate, names the firm and has not expired.",
};
