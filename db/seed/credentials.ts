/** The demo's credentials, deterministic like the rest of the seed. */
import {
  defaultIssuer,
  isStateKind,
  kindOfLabel,
  type CredentialKind,
} from "~/lib/credential-kinds";
import { stateName } from "~/lib/states";
import { hashSeed } from "./random";
import type { CredentialSeed } from "./types";

const DAY = 86_400_000;

const OWNER_ISSUERS: Partial<Record<CredentialKind, (state: string) => string>> = {
  licensed_insured: (state) => `${stateName(state)} Contractor Licensing Board`,
  veteran_owned: () => "U.S. Small Business Administration (VetCert)",
  woman_owned: () => "U.S. Small Business Administration (WOSB)",
};

/**
 * The credentials a listing's draw and description name, each with its usual issuer; by a hash
 * of the listing and kind (no draw from `rng`, so nothing else moves) about a third are verified
 * and some licences expire.
 */
export function seedCredentials(
  seed: number,
  slug: string,
  state: string,
  createdAt: Date,
  labels: string[],
): CredentialSeed[] {
  const kinds = [...new Set(labels.map(kindOfLabel).filter((k) => k !== undefined))];
  return kinds.map((kind) => {
    const h = hashSeed(seed, `${slug}:${kind}`);
    const perState = isStateKind(kind);
    return {
      kind,
      state: perState ? state : "",
      issuer: defaultIssuer(kind, stateName(state)) ?? OWNER_ISSUERS[kind]!(state),
      number: perState || kind === "licensed_insured" ? `${state}-${100000 + (h % 900000)}` : null,
      expiresOn: kind === "licensed_insured" && h % 2 === 0 ? `${2027 + (h % 3)}-06-30` : null,
      verifiedAt: h % 3 === 0 ? new Date(createdAt.getTime() + 30 * DAY) : null,
    };
  });
}
