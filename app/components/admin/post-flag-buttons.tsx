import { Form } from "@remix-run/react";

const button = "rounded-md border border-gray-300 px-3 py-1.5 text-sm font-semibold";

/**
 * Publish or unpublish, feature or not: each its own small POST to the post's page, which sends
 * the operator back where they were (`back`).
 */
export function PostFlagButtons({
  post,
  back,
}: {
  post: { id: number; title: string; isPublished: boolean; isFeatured: boolean };
  back: "list" | "edit";
}) {
  const flags = [
    post.isPublished ? ["unpublish", "Unpublish"] : ["publish", "Publish"],
    post.isFeatured ? ["unfeature", "Stop featuring"] : ["feature", "Feature"],
  ] as const;
  return (
    <>
      {flags.map(([intent, label]) => (
        <Form key={intent} method="post" action={`/admin/blog/${post.id}`}>
          <input type="hidden" name="back" value={back} />
          <button
            type="submit"
            name="intent"
            value={intent}
            className={intent === "publish" ? `${button} bg-brand-600 text-white` : button}
          >
            {label}
            <span className="sr-only"> {post.title}</span>
          </button>
        </Form>
      ))}
    </>
  );
}
