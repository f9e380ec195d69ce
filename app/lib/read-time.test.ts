import { describe, expect, it } from "vitest";
import { readTimeLabel, readTimeMinutes, wordCount } from "./read-time";

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(" ");

describe("read time", () => {
  it("counts words across spaces, tabs and line breaks", () => {
    expect(wordCount("")).toBe(0);
    expect(wordCount("   \n ")).toBe(0);
    expect(wordCount(" one\ttwo\nthree  four ")).toBe(4);
  });

  it("is the word count divided by 200, rounded up", () => {
    expect(readTimeMinutes("")).toBe(0);
    expect(readTimeMinutes(words(1))).toBe(1);
    expect(readTimeMinutes(words(200))).toBe(1);
    expect(readTimeMinutes(words(201))).toBe(2);
    expect(readTimeMinutes(words(400))).toBe(2);
    expect(readTimeMinutes(words(999))).toBe(5);
    expect(readTimeLabel(words(401))).toBe("3 min read");
  });
});
