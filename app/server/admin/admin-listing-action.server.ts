import { OPERATOR_NOTE_MAX as NOTE_MAX } from "~/lib/trust-rules";
import { changeListing } from "~/models/admin/admin-listing.server";
import type { OperatorStep } from "./console-action.server";

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
    text: {
      name: "note",
      requiredFor: "verify",
      message: `Say what was checked (licence, insurance, identity), at most ${NOTE_MAX} characters.`,
    },
    run: (id, intent, { form, actor, text }) => {
      const row = changeListing(id, intent, actor, text);
      return { back: back(form), title: "Listing updated", description: row.name };
    },
  };
}
