import { formatDate } from "./format";

/**
 * An audit entry's before and after in words (the console's log, decision 018): each value that
 * changed as "Label: old → new", a created record by what it was given, a removed one by what it
 * held. Values that only say which record it was (both sides not holding them) are left out.
 */

/** Words for the keys the models record; any other key is its camelCase split into words. */
const LABELS: Record<string, string> = {
  subscriptionTier: "Plan",
  requestedTier: "Requested plan",
  planStatus: "Plan status",
  featuredUntil: "Paid until",
  tierRank: "Plan rank",
  isVerified: "Verified badge",
  verifiedAt: "Verified on",
  verifiedNote: "What was checked",
  listingStatus: "Listed",
  deletedAt: "Deleted on",
  unlistRequestedAt: "Unlisting asked on",
  disabledAt: "Disabled on",
  handledAt: "Handled on",
  confirmed: "Confirmed",
  sessionsEnded: "Sessions ended",
  lastError: "Last error",
  companyId: "Listing",
  kind: "Credential",
  searchPriority: "Search priority",
  isPublished: "Published",
  publishedAt: "Published on",
  status: "Status",
  role: "Role",
};

export function auditLabel(key: string): string {
  const known = LABELS[key];
  if (known) return known;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/_/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/;
/** A stored code ('self_reported', 'business_owner') as words. */
const CODE = /^[a-z]+(_[a-z]+)+$/;

export function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  if (value === true) return "yes";
  if (value === false) return "no";
  if (typeof value === "number") return String(value);
  if (typeof value === "string") {
    if (ISO_DAY.test(value) && !Number.isNaN(Date.parse(value))) return formatDate(value);
    if (CODE.test(value)) return value.replace(/_/g, " ");
    return value;
  }
  if (Array.isArray(value)) return value.length ? value.map(auditValue).join(", ") : "none";
  if (typeof value === "object") return describe(value as Record<string, unknown>).join("; ");
  return String(value);
}

const describe = (o: Record<string, unknown>) =>
  Object.entries(o).map(([k, v]) => `${auditLabel(k)}: ${auditValue(v)}`);

type Side = Record<string, unknown> | null | undefined;

/** The lines an entry's change reads as. */
export function auditChange(before: Side, after: Side): string[] {
  if (!before && !after) return [];
  if (!before) return describe(after!);
  if (!after) return [`Removed (${describe(before).join("; ")})`];
  const lines: string[] = [];
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!(key in before) || !(key in after)) {
      // Said on one side only: what was added or what identifies the record.
      if (key in after) lines.push(`${auditLabel(key)}: ${auditValue(after[key])}`);
      continue;
    }
    const was = auditValue(before[key]);
    const now = auditValue(after[key]);
    if (was !== now) lines.push(`${auditLabel(key)}: ${was} → ${now}`);
  }
  return lines.length ? lines : ["No change"];
}
