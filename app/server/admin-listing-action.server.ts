import { data } from "@remix-run/node";
import { OPERATOR_NOTE_MAX } from "~/lib/trust-rules";
import { changeListing, isListingTransition } from "~/models/admin-listing.server";
import { DomainError } from "~/models/errors.server";
import { actorOf } from "./admin.server";
import { redirectWithToast } from "./toast.server";

const NOTE_MAX = OPERATOR_NOTE_MAX;

/**
 * Verify (with a note of what was checked), remove the badge, unlist or restore a listing, from
 * the search page or the listing's own screen, then back to `back`; audited (decision 018).
 */
export async function listingStateAction(
  admin: { id: number; email: string },
  form: FormData,
  back: string,
) {
  const id = Number(form.get("companyId"));
  const intent = form.get("intent");
  const note = String(form.get("note") ?? "").trim();
  if (!Number.isSafeInteger(id) || id <= 0) return data({ id: 0, error: "Choose a listing." }, 400);
  const listingIntents = ["verify", "unverify", "unlist", "restore"];
  if (!isListingTransition(intent) || !listingIntents.includes(intent)) {
    return data({ id, error: "Unknown action." }, { status: 400 });
  }
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
    const row = changeListing(id, intent, actorOf(admin), note || null);
    return redirectWithToast(back, { title: "Listing updated", description: row.name });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data({ id, error: error.message }, { status: error.status });
  }
}
