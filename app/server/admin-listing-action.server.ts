import { OPERATOR_NOTE_MAX as NOTE_MAX } from "~/lib/trust-rules";
import { changeListing } from "~/models/admin-listing.server";
import { requireText, type OperatorStep } from "./console-action.server";

/**
 * Verify (with a note of what was checked), remove the badge, unlist or restore a listing, from
 * the search page or the listing's own screen, then back to `back`; audited (decision 018).
 */
export function listingStateStep(
  back: (form: FormData) => string,
): OperatorStep<"verify" | "unverify" | "unlist" | "restore"> {
  return {
    idName: "companyId",
    intents: ["verify", "unverify", "unlist", "restore"],
    invalid: "Choose a listing.",
    check: (intent, form) =>
      intent === "verify"
        ? requireText(
            form,
            "note",
            NOTE_MAX,
            `Say what was checked (licence, insurance, identity), at most ${NOTE_MAX} characters.`,
          )
        : undefined,
    run: (id, intent, form, actor) => {
      const note = String(form.get("note") ?? "").trim();
      const row = changeListing(id, intent, actor, note || null);
      return { back: back(form), title: "Listing updated", description: row.name };
    },
  };
}
