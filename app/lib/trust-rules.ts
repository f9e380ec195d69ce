/**
 * Rules of decision 015 shown by pages as well as enforced by the models: shared by browser and
 * server, so a page can print them without importing a model.
 */
import { optionList } from "./option-list";

/** How long a deleted listing is kept for the operator to restore. */
export const DELETED_KEEP_DAYS = 30;

/** The longest note the operator keeps with a verification or a disabled account. */
export const OPERATOR_NOTE_MAX = 500;

/**
 * The note a console action's intent (`requiredFor`) needs, in the form field `name`: refused
 * without it, or longer than OPERATOR_NOTE_MAX, by `ask` and that limit ('Give the claimant a
 * reason (at most 500 characters).').
 */
export const requiredNote = <I extends string>(name: string, requiredFor: I, ask: string) => ({
  name,
  requiredFor,
  message: `${ask} (at most ${OPERATOR_NOTE_MAX} characters).`,
});

/** The longest public response an owner may post under a review. */
export const REPLY_LIMIT = 2000;

export const REPORT_REASONS = optionList([
  ["spam", "Spam or advertising"],
  ["fake", "Fake or not a real customer"],
  ["offensive", "Offensive or abusive"],
  ["conflict_of_interest", "Conflict of interest (owner, employee or competitor)"],
  ["other", "Something else"],
]);

export const REPORT_MESSAGES = {
  reason: "Choose why you are reporting this review.",
  note: "Keep the note under 1,000 characters.",
  duplicate: "You have already reported this review. Our team will look at it.",
  done: "Thanks. Your report was sent to our team, who will check the review against our guidelines.",
} as const;
