import { Link } from "~/components/ui/link";
import { PostDate } from "~/components/content/blog-card";
import { ActionButtons, adminButton } from "./parts";

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
    <Link to={`/admin/blog/${post.id}/preview`} className={adminButton}>
      Preview{named ? <span className="sr-only"> {post.title}</span> : null}
    </Link>
  );
}

/**
 * The post's preview, then publish or unpublish, feature or not: a small POST to the post's page,
 * which sends the operator back where they were (`back`).
 */
export function PostFlagButtons({ post, back }: { post: Post; back: "list" | "edit" }) {
  const named = (label: string) => (
    <>
      {label}
      <span className="sr-only"> {post.title}</span>
    </>
  );
  return (
    <ActionButtons
      action={`/admin/blog/${post.id}`}
      hidden={{ back }}
      buttons={[
        post.isPublished
          ? { intent: "unpublish", label: named("Unpublish") }
          : { intent: "publish", label: named("Publish"), primary: true },
        post.isFeatured
          ? { intent: "unfeature", label: named("Stop featuring") }
          : { intent: "feature", label: named("Feature") },
      ]}
    >
      <PreviewLink post={post} named={back === "list"} />
    </ActionButtons>
  );
}
