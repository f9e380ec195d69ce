import { data } from "@remix-run/node";
import { OPERATOR_NOTE_MAX } from "~/lib/trust-rules";
import { audit } from "~/models/audit.server";
import { db } from "~/models/db.server";
import { DomainError } from "~/models/errors.server";
import { restoreListing, setVerified, unlistListing } from "~/models/listing-state.server";
import { actorOf } from "./admin.server";
import { redirectWithToast } from "./toast.server";

const NOTE_MAX = OPERATOR_NOTE_MAX;

const TRANSITIONS = {
  verify: (id: number, note: string) => setVerified(id, true, note),
  unverify: (id: number, note: string) => setVerified(id, false, note || null),
  unlist: (id: number) => unlistListing(id),
  restore: (id: number) => restoreListing(id),
} as const;

/**
 * Verify (with a note of what was checked), remove the badge, unlist or restore a listing, from
 * the search page or the listing's own screen, then back to `back`; audited (decision 018).
 * The transitions keep their own transaction, so the entry follows right after it.
 */
export async function listingStateAction(
  admin: { id: number; email: string },
  form: FormData,
  back: string,
) {
  const id = Number(form.get("companyId"));
  const intent = String(form.get("intent")) as keyof typeof TRANSITIONS;
  const note = String(form.get("note") ?? "").trim();
  if (!Number.isSafeInteger(id) || id <= 0) return data({ id: 0, error: "Choose a listing." }, 400);
  const run = TRANSITIONS[intent];
  if (!run) return data({ id, error: "Unknown action." }, { status: 400 });
  if (intent === "verify" && (!note || note.length > NOTE_MAX)) {
    return data(
      {
        id,
        error: `Say what was checked (licence, insurance, identity), at most ${NOTE_MAX} characters.`,
      },
      { status: 400 },
    );
  }
  try {
    const row = run(id, note);
    audit(db(), {
      actor: actorOf(admin),
      action: `listing.${intent}`,
      targetType: "company",
      targetId: id,
      after: { isVerified: row.isVerified, listingStatus: row.listingStatus },
      note: note || null,
    });
    return redirectWithToast(back, { title: "Listing updated", description: row.name });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data({ id, error: error.message }, { status: error.status });
  }
}
