import { useLoaderData } from "react-router";
import { Link } from "~/components/ui/link";
import { BlogArticle } from "~/components/content/blog-article";
import { readTimeMinutes } from "~/lib/read-time";
import { getPostForAdmin } from "~/models/content/blog-admin.server";
import { requireAdmin } from "~/server/admin/admin.server";
import { env } from "~/env.server";
import type { Route } from "./+types/admin.blog.$id_.preview";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const post = getPostForAdmin(Number(params.id));
  if (!post) throw new Response("Not Found", { status: 404 });
  return {
    post,
    readTime: readTimeMinutes(post.content),
    url: new URL(`/blog/${post.slug}`, env().SITE_URL).toString(),
  };
}

/** The saved post exactly as its public page renders it, draft or not (decision 018). */
export default function PreviewPost() {
  const { post, readTime, url } = useLoaderData<typeof loader>();
  return (
    <>
      <p
        role="status"
        className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      >
        Preview of /blog/{post.slug}: {post.isPublished ? "published" : "a draft, not on the site"}.{" "}
        <Link to={`/admin/blog/${post.id}`} className="font-semibold underline">
          Back to editing
        </Link>
      </p>
      <div className="mx-auto mt-6 max-w-4xl">
        <BlogArticle post={post} readTime={readTime} url={url} />
      </div>
    </>
  );
}
