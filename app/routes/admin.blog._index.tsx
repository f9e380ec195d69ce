import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PostFlagButtons } from "~/components/admin/post-flag-buttons";
import { PostDate } from "~/components/content/blog-card";
import { listPostsForAdmin } from "~/models/blog-admin.server";
import { requireAdmin } from "~/server/admin.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { posts: listPostsForAdmin() };
}

/** Every post, drafts first, with the one-click steps (decision 018). */
export default function AdminBlog() {
  const { posts } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-gray-900">Blog</h1>
        <Link
          to="/admin/blog/new"
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Write a post
        </Link>
      </div>
      {posts.length === 0 ? <p className="mt-6 text-gray-700">No posts yet.</p> : null}
      <ul className="mt-6 space-y-3">
        {posts.map((p) => (
          <li key={p.id} className="rounded-xl border border-gray-200 bg-white p-4">
            <p className="font-semibold text-gray-900">
              <Link to={`/admin/blog/${p.id}`} className="underline">
                {p.title}
              </Link>
            </p>
            <p className="mt-1 text-sm text-gray-700">
              {p.isPublished ? "Published " : ""}
              <PostDate publishedAt={p.publishedAt} />
              {p.isFeatured ? " · Featured" : ""} · {p.category} · /blog/{p.slug}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <Link
                to={`/admin/blog/${p.id}/preview`}
                className="rounded-md border border-gray-300 px-3 py-1.5 text-sm font-semibold"
              >
                Preview<span className="sr-only"> {p.title}</span>
              </Link>
              <PostFlagButtons post={p} back="list" />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
