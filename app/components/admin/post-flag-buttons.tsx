import { Form, Link } from "@remix-run/react";
import { PostDate } from "~/components/content/blog-card";

const button = "rounded-md border border-gray-300 px-3 py-1.5 text-sm font-semibold";

type Post = {
  id: number;
  title: string;
  isPublished: boolean;
  isFeatured: boolean;
  publishedAt: string | null;
};

/** Where a post stands: 'Published Nov 25, 2026 · Featured', or its draft date. */
export function PostStatus({ post }: { post: Post }) {
  return (
    <>
      {post.isPublished ? "Published " : ""}
      <PostDate publishedAt={post.publishedAt} />
      {post.isFeatured ? " · Featured" : ""}
    </>
  );
}

/** The link to a post's preview; on a list, named after its post for screen readers. */
export function PreviewLink({ post, named }: { post: Post; named?: boolean }) {
  return (
    <Link to={`/admin/blog/${post.id}/preview`} className={button}>
      Preview{named ? <span className="sr-only"> {post.title}</span> : null}
    </Link>
  );
}

/**
 * Publish or unpublish, feature or not: each its own small POST to the post's page, which sends
 * the operator back where they were (`back`).
 */
export function PostFlagButtons({ post, back }: { post: Post; back: "list" | "edit" }) {
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
