import { describe, expect, it } from "vitest";
import { formatCount, formatDate, formatDateWith } from "./format";

describe("the kept formatters", () => {
  it("write counts with US separators, as toLocaleString did", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(1234)).toBe("1,234");
    expect(formatCount(100000)).toBe("100,000");
    expect(formatCount(1234567)).toBe((1234567).toLocaleString("en-US"));
  });

  it("write each date as toLocaleString with the same options, whichever options came first", () => {
    const at = "2026-11-25T22:14:00Z";
    const asked: Intl.DateTimeFormatOptions[] = [
      { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" },
      { month: "short", day: "numeric", timeZone: "UTC" },
      { dateStyle: "long", timeZone: "UTC" },
    ];
    for (const options of [...asked, ...asked]) {
      expect(formatDateWith(at, options)).toBe(new Date(at).toLocaleString("en-US", options));
    }
    expect(formatDateWith(at, { dateStyle: "long", timeZone: "UTC" })).toBe("November 25, 2026");
  });

  it("give the console's day as the site's date", () => {
    expect(formatDate("2026-11-05T23:59:00Z")).toBe(
      formatDateWith("2026-11-05T23:59:00Z", { dateStyle: "medium", timeZone: "UTC" }),
    );
  });
});
