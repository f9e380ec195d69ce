import type { Actor } from "./audit.server";

/**
 * An operator's answer to what waits for review (a claim, a credential): yes, or no with the
 * reason the owner is sent.
 */
export type Verdict = { accepted: true } | { accepted: false; reason: string };

/** The verdict a console form posted: whether its intent was the yes, and the note it carried. */
export function verdict(accepted: boolean, reason: string | null): Verdict {
  return accepted ? { accepted } : { accepted, reason: reason ?? "" };
}

/** Who decides, and the site the decision's mail links to. */
export type Decider = { actor: Actor; siteUrl: string; now?: Date };
