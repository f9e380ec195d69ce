import { describe, expect, it } from "vitest";
import { htmlBytes } from "~/server/html-bytes.server";

const joined = (pieces: string[]) => Buffer.from(pieces.join(""));

describe("htmlBytes", () => {
  it.each([
    ["ASCII only", ["<!DOCTYPE html>", "<p>Road striping</p>", "", "</body></html>"]],
    ["Latin-1 and other BMP characters", ["<p>Café — 4.5 ★ · 3×</p>", "<b>é</b>"]],
    ["characters outside the BMP", ["<p>😀 at the start", "and the end 🦺</p>"]],
    ["non-ASCII at both ends of a piece", ["é", "ascii", "–x–"]],
    ["a lone surrogate in a piece (U+FFFD, as Buffer.from)", ["<p>\ud83d</p>", "\udc00 end"]],
    ["empty pieces", ["", "", ""]],
  ])("gives Buffer.from's bytes: %s", (_name, pieces) => {
    expect(htmlBytes(pieces).equals(joined(pieces))).toBe(true);
  });

  it("encodes a rendered page byte for byte", () => {
    const card = `<article class="rounded-xl"><h3>Garden State Pavement Solutions Co.</h3><p>4.80 ★ — “Great work”</p></article>`;
    const page = `<html><body>${card.repeat(200)}`;
    const at = page.length;
    const pieces = ["<!DOCTYPE html>", page.slice(0, at), "<script>1</script>", "</body></html>"];
    expect(htmlBytes(pieces).equals(joined(pieces))).toBe(true);
  });
});
