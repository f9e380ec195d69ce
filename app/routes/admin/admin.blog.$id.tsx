import { useActionData, useLoaderData } from "react-router";
import { Link } from "~/components/ui/link";
import { BlogPostForm } from "~/components/admin/blog-post-form";
import { PostFlagButtons, PostStatus } from "~/components/admin/post-flag-buttons";
import {
  getPostForAdmin,
  setPostFlag,
  updatePost,
  type PostFlag,
} from "~/models/content/blog-admin.server";
import { catchSlugClash, readPostForm } from "~/server/admin/admin-blog.server";
import { actorOf, requireAdmin } from "~/server/admin/admin.server";
import { readForm } from "~/server/uploads/multipart.server";
import { redirectWithToast } from "~/server/toast.server";
import { BackLink } from "~/components/admin/parts";
import type { Route } from "./+types/admin.blog.$id";

const notFound = () => new Response("Not Found", { status: 404 });

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const post = getPostForAdmin(Number(params.id));
  if (!post) throw notFound();
  return { post };
}

const FLAGS: Record<PostFlag, string> = {
  publish: "Published",
  unpublish: "Unpublished",
  feature: "Featured",
  unfeature: "No longer featured",
};

/** Save the edit, or publish/unpublish/feature it (decision 018); every step audited. */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = Number(params.id);
  if (!getPostForAdmin(id)) throw notFound();
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (Object.hasOwn(FLAGS, intent)) {
    const post = setPostFlag(actorOf(admin), id, intent as PostFlag);
    const back = form.get("back") === "list" ? "/admin/blog" : `/admin/blog/${id}`;
    return redirectWithToast(back, { title: FLAGS[intent as PostFlag], description: post.title });
  }
  if (intent !== "save") return new Response("Unknown action", { status: 400 });
  const read = await readPostForm(form, admin.id, id);
  if (!read.ok) return read.response;
  const saved = catchSlugClash(read.submission, () =>
    updatePost(actorOf(admin), id, read.input, read.image),
  );
  if (!saved.ok) return saved.response;
  return redirectWithToast(`/admin/blog/${id}`, {
    title: "Post saved",
    description: saved.value.isPublished
      ? `"${saved.value.title}" is updated on the blog.`
      : `"${saved.value.title}" is saved as a draft.`,
  });
}

export default function EditPost() {
  const { post } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return (
    <>
      <BackLink to="/admin/blog">All posts</BackLink>
      <h1 className="mt-2 text-2xl font-bold text-gray-900">Edit: {post.title}</h1>
      <p className="mt-1 text-sm text-gray-700">
        <PostStatus post={post} />
        {post.isPublished ? (
          <>
            {" · "}
            <Link to={`/blog/${post.slug}`} className="text-brand-700 underline">
              View on the blog
            </Link>
          </>
        ) : null}
      </p>
      <PostFlagButtons post={post} back="edit" />
      <BlogPostForm
        // A new key after each save starts the form from the saved values.
        key={post.updatedAt}
        id={`post-${post.id}`}
        failure={failure}
        featuredImage={post.featuredImage}
        defaultValue={{
          title: post.title,
          slug: post.slug,
          excerpt: post.excerpt,
          content: post.content,
          category: post.category,
          tags: post.tags.join(", "),
          author: post.author,
          authorTitle: post.authorTitle ?? "",
        }}
        submitLabel="Save changes"
      />
    </>
  );
}
