import { ActionButtons, counted, ErrorLine, when } from "~/components/admin/parts";
import {
  ConsoleSearch,
  Details,
  NoteField,
  RecordCard,
  recordsRoute,
  type CardProps,
} from "~/components/admin/records";
import { OPERATOR_NOTE_MAX as NOTE_MAX, requiredNote } from "~/lib/trust-rules";
import { findUsersForAdmin, setUserDisabled } from "~/models/admin/admin-users.server";
import { consoleAction, consoleLoader, searchBack } from "~/server/admin/console-action.server";

export const loader = consoleLoader(({ q }) => ({ q, items: findUsersForAdmin(q) }));

/**
 * Disable an account (its sessions end at once and it cannot sign in) or enable it again;
 * audited with the reason (decision 018).
 */
export const action = consoleAction({
  idName: "userId",
  intents: ["disable", "enable"],
  invalid: "Choose an account and an action.",
  text: requiredNote("note", "disable", "Say why the account is disabled"),
  run: (id, intent, { form, actor, text }) => {
    const done = setUserDisabled(id, intent === "disable", actor, text);
    return {
      back: searchBack("/admin/users", form),
      title: intent === "disable" ? "Account disabled" : "Account enabled",
      description:
        intent === "disable"
          ? `${done.email}: signed out of ${counted(done.sessionsEnded, "session", "sessions")}.`
          : done.email,
    };
  },
});

function UserCard({ item: u, error, data: { q } }: CardProps<typeof loader>) {
  return (
    <RecordCard
      title={u.email}
      meta={`${[u.firstName, u.lastName].filter(Boolean).join(" ")} · ${u.role}${u.isVerified ? "" : " · e-mail not verified"}${u.disabledAt ? ` · disabled ${when(u.disabledAt)}` : ""}`}
    >
      <Details>
        Joined {when(u.createdAt)} · last sign-in {u.lastLogin ? when(u.lastLogin) : "never"} ·{" "}
        {counted(u.sessions, "open session", "open sessions")} ·{" "}
        {counted(u.listings, "listing", "listings")}
      </Details>
      {u.disabledAt ? <ErrorLine>{error}</ErrorLine> : null}
      <ActionButtons
        idName="userId"
        id={u.id}
        hidden={{ q }}
        buttons={[
          u.disabledAt
            ? { intent: "enable", label: `Enable ${u.email}` }
            : { intent: "disable", label: `Disable ${u.email}` },
        ]}
      >
        {u.disabledAt ? null : (
          <NoteField
            id={`disable-note-${u.id}`}
            label={`Reason for disabling ${u.email} (required) *`}
            maxLength={NOTE_MAX}
            required
            errors={error}
          />
        )}
      </ActionButtons>
    </RecordCard>
  );
}

export default recordsRoute<typeof loader>({
  title: "Users",
  lead: "Find an account by e-mail. A disabled account is signed out everywhere and cannot sign in until it is enabled again; its listings stay as they are.",
  above: <ConsoleSearch id="users-q" label="E-mail" maxLength={254} submit="Find accounts" />,
  empty: ({ q }) => (q ? "No account matches." : null),
  Card: UserCard,
});
