import { describe, expect, it } from "vitest";
import { BULK_EMAIL_MESSAGES, bulkEmailSchema } from "./bulk-email-schema";

const title = (body: unknown) => {
  const r = bulkEmailSchema.safeParse(body);
  return r.success ? undefined : r.error.issues.find((i) => i.path.length === 0)?.message;
};

describe("bulk email validation", () => {
  it("needs a selected company, then a subject and a message", () => {
    expect(title({ companyIds: [], subject: "Hi", message: "Hello" })).toBe(
      BULK_EMAIL_MESSAGES.noneSelected.title,
    );
    expect(title({ subject: "", message: "" })).toBe(BULK_EMAIL_MESSAGES.noneSelected.title);
    expect(title({ companyIds: [1], subject: " ", message: "Hello" })).toBe(
      BULK_EMAIL_MESSAGES.missing.title,
    );
    expect(title({ companyIds: [1], subject: "Hi", message: "" })).toBe(
      BULK_EMAIL_MESSAGES.missing.title,
    );
  });
  it("takes at most 50 companies per send", () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(title({ companyIds: ids(51), subject: "Hi", message: "Hello" })).toBe(
      BULK_EMAIL_MESSAGES.tooMany.title,
    );
    expect(title({ companyIds: ids(50), subject: "Hi", message: "Hello" })).toBeUndefined();
  });
  it("accepts ids as strings (form) or numbers (JSON) and de-duplicates them", () => {
    expect(
      bulkEmailSchema.parse({ companyIds: ["3", 3, "4"], subject: "A  B", message: "M" }),
    ).toEqual({
      companyIds: [3, 4],
      subject: "A B",
      message: "M",
    });
    // A subject is one line: a line break is refused, not folded (decision 043).
    expect(
      bulkEmailSchema.safeParse({ companyIds: [3], subject: "A\r\nBcc: x", message: "M" }).success,
    ).toBe(false);
    expect(title({ companyIds: ["1 OR 1=1"], subject: "Hi", message: "Hello" })).toBe(
      BULK_EMAIL_MESSAGES.noneSelected.title,
    );
  });
});
