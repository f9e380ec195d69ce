import { optionList, type OptionValue } from "~/lib/option-list";

/** The operator's credentials queue filters by these; waiting ones unless asked otherwise. */
export const QUEUE_STATUSES = optionList([
  ["self_reported", "Waiting for a check"],
  ["verified", "Verified"],
  ["rejected", "Rejected"],
  ["all", "Any status"],
]);
export type QueueStatus = OptionValue<typeof QUEUE_STATUSES>;
