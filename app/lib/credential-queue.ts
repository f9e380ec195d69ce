/** The operator's credentials queue filters by these; waiting ones unless asked otherwise. */
export const QUEUE_STATUSES = ["self_reported", "verified", "rejected", "all"] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

export const QUEUE_STATUS_LABELS: Record<QueueStatus, string> = {
  self_reported: "Waiting for a check",
  verified: "Verified",
  rejected: "Rejected",
  all: "Any status",
};
