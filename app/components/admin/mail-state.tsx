import { when } from "./parts";

type Mail = {
  status: "pending" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  sentAt: Date | string | null;
};

/** A mail's delivery state in words: sent when, waiting (after n tries), or failed with why. */
export function MailState({ mail }: { mail: Mail }) {
  if (mail.status === "sent") {
    return <span className="text-green-800">Sent {when(mail.sentAt)}</span>;
  }
  if (mail.status === "pending") {
    return (
      <span className="text-gray-700">
        Waiting to send
        {mail.attempts ? ` (${mail.attempts} failed ${mail.attempts === 1 ? "try" : "tries"})` : ""}
        {mail.lastError ? `: ${mail.lastError}` : ""}
      </span>
    );
  }
  return (
    <span className="text-red-800">
      Failed after {mail.attempts} {mail.attempts === 1 ? "try" : "tries"}: {mail.lastError}
    </span>
  );
}
