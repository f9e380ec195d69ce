import { OPERATOR_NOTE_MAX } from "~/lib/trust-rules";
import { ActionButtons } from "./parts";
import { NoteField } from "./records";

/**
 * Verify (with what was checked), remove the badge, unlist or restore: the same form on the
 * listing search and on the listing's own screen, posted to the page it is on.
 */
export function ListingStateForm({
  listing: l,
  hidden,
}: {
  listing: {
    id: number;
    name: string;
    isVerified: boolean;
    listingStatus: string;
    deletedAt: unknown;
  };
  hidden?: Record<string, string>;
}) {
  const out = l.listingStatus !== "listed" || Boolean(l.deletedAt);
  return (
    <ActionButtons
      idName="companyId"
      id={l.id}
      hidden={hidden}
      buttons={[
        { intent: "verify", label: `Verify ${l.name}` },
        ...(l.isVerified ? [{ intent: "unverify", label: "Remove Verified" }] : []),
        out ? { intent: "restore", label: "Restore" } : { intent: "unlist", label: "Unlist" },
      ]}
    >
      <NoteField
        id={`listing-note-${l.id}`}
        label="What was checked"
        maxLength={OPERATOR_NOTE_MAX}
      />
    </ActionButtons>
  );
}
