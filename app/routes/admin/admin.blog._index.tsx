import { useLoaderData } from "react-router";
import { Link } from "~/components/ui/link";
import { PostFlagButtons, PostStatus } from "~/components/admin/post-flag-buttons";
import { AdminHeading, adminPrimaryButton } from "~/components/admin/parts";
import { Details, RecordCard, RecordList } from "~/components/admin/records";
import { listPostsForAdmin } from "~/models/content/blog-admin.server";
import { consoleLoader } from "~/server/admin/console-action.server";

export const loader = consoleLoader(() => ({ posts: listPostsForAdmin() }));

/** Every post, drafts first, with the one-click steps (decision 018). */
export default function AdminBlog() {
  const { posts } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <AdminHeading title="Blog" />
        <Link to="/admin/blog/new" className={adminPrimaryButton}>
          Write a post
        </Link>
      </div>
      <RecordList items={posts} empty="No posts yet.">
        {(p) => (
          <RecordCard
            title={
              <Link to={`/admin/blog/${p.id}`} className="underline">
                {p.title}
              </Link>
            }
          >
            <Details>
              <PostStatus post={p} /> · {p.category} · /blog/{p.slug}
            </Details>
            <PostFlagButtons post={p} back="list" />
          </RecordCard>
        )}
      </RecordList>
    </>
  );
}
