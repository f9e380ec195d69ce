import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { blogPostSchema, SLUG_TAKEN, type BlogPostInput } from "~/lib/blog-post-schema";
import { isSlugTaken } from "~/models/content/blog-admin.server";
import { Conflict } from "~/models/errors.server";
import { storeBlogImage } from "~/models/listings/logos.server";
import { processBlogImage } from "~/server/uploads/blog-image.server";
import { FILE_TOO_LARGE, LogoImageError } from "~/server/uploads/logo-image.server";
import { uploadedFile } from "~/server/uploads/multipart.server";

/** The part of a conform submission the answers below use. */
type Submission = {
  reply(options?: { fieldErrors?: Record<string, string[]> }): SubmissionResult<string[]>;
};
export type PostFormFailure = {
  result: SubmissionResult<string[]>;
  imageError?: { title: string; description: string };
};

const failed = (body: PostFormFailure, status = 400) => data(body, { status });

/**
 * The post form read and checked in the order that wastes nothing: the text first, then the
 * slug, and only then the image is processed and stored (a refused form leaves no image
 * behind). `image` undefined keeps the current one, null removes it.
 */
export async function readPostForm(
  form: FormData,
  operatorId: number,
  postId?: number,
): Promise<
  | { ok: true; input: BlogPostInput; image: string | null | undefined; submission: Submission }
  | { ok: false; response: ReturnType<typeof failed> }
> {
  const submission = parseWithZod(form, { schema: blogPostSchema });
  if (submission.status !== "success") {
    return { ok: false, response: failed({ result: submission.reply() }) };
  }
  const input = submission.value;
  if (isSlugTaken(input.slug, postId)) {
    return { ok: false, response: slugTaken(submission) };
  }
  const file = await uploadedFile(form, "image");
  let image: string | null | undefined = form.get("removeImage") === "on" ? null : undefined;
  if (file) {
    try {
      if ("tooLarge" in file) throw FILE_TOO_LARGE;
      image = storeBlogImage(operatorId, await processBlogImage(file.bytes)).path;
    } catch (error) {
      if (!(error instanceof LogoImageError)) throw error;
      const { title, description } = error;
      return {
        ok: false,
        response: failed({ result: submission.reply(), imageError: { title, description } }),
      };
    }
  }
  return { ok: true, input, image, submission };
}

/** The slug's own message, for the check above and for a clash caught inside the write. */
export const slugTaken = (submission: Submission) =>
  failed({ result: submission.reply({ fieldErrors: { slug: [SLUG_TAKEN] } }) }, 409);

/** Runs the write; a slug taken in between comes back as the same message on the form. */
export function catchSlugClash<T>(submission: Submission, write: () => T) {
  try {
    return { ok: true as const, value: write() };
  } catch (error) {
    if (error instanceof Conflict) return { ok: false as const, response: slugTaken(submission) };
    throw error;
  }
}
