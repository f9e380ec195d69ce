/** Streamed data scripts land before `</body>`, never after `</html>` (issue 17, point 5). */
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { closingTagsLast } from "~/server/closing-tags-last.server";

async function run(chunks: string[]) {
  const out: Buffer[] = [];
  const stream = Readable.from(chunks.map((c) => Buffer.from(c))).pipe(closingTagsLast());
  for await (const chunk of stream) out.push(chunk as Buffer);
  return Buffer.concat(out).toString();
}

describe("closingTagsLast", () => {
  it("moves scripts written after the closing tags in front of them", async () => {
    expect(
      await run([
        "<html><body><p>é</p>",
        "</body></html>",
        "<script>a()</script>",
        "<script>b()</script>",
      ]),
    ).toBe("<html><body><p>é</p><script>a()</script><script>b()</script></body></html>");
  });

  it("finds the closing tags split across chunks", async () => {
    expect(await run(["<html><body>x</bo", "dy></ht", "ml><script>s</script>"])).toBe(
      "<html><body>x<script>s</script></body></html>",
    );
  });

  it("leaves a document without them as it is", async () => {
    expect(await run(["partial ", "document"])).toBe("partial document");
  });
});
