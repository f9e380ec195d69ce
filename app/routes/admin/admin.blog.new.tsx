import { useActionData, useLoaderData } from "react-router";
import { BlogPostForm } from "~/components/admin/blog-post-form";
import { createPost } from "~/models/content/blog-admin.server";
import { catchSlugClash, readPostForm } from "~/server/admin/admin-blog.server";
import { actorOf, requireAdmin } from "~/server/admin/admin.server";
import { readForm } from "~/server/uploads/multipart.server";
import { redirectWithToast } from "~/server/toast.server";
import { BackLink } from "~/components/admin/parts";
import type { Route } from "./+types/admin.blog.new";

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  // The operator usually writes under their own name; the field stays editable.
  return { author: [admin.firstName, admin.lastName].filter(Boolean).join(" ") };
}

/** A new post is saved as a draft; the operator previews it, then publishes (decision 018). */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const read = await readPostForm(await readForm(request), admin.id);
  if (!read.ok) return read.response;
  const saved = catchSlugClash(read.submission, () =>
    createPost(actorOf(admin), read.input, read.image ?? null),
  );
  if (!saved.ok) return saved.response;
  return redirectWithToast(`/admin/blog/${saved.value.id}`, {
    title: "Draft saved",
    description: `"${saved.value.title}" is saved as a draft. Preview it, then publish.`,
  });
}

export default function NewPost() {
  const { author } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return (
    <>
      <BackLink to="/admin/blog">All posts</BackLink>
      <h1 className="mt-2 text-2xl font-bold text-gray-900">Write a post</h1>
      <BlogPostForm
        id="new-post"
        failure={failure}
        defaultValue={{
          title: "",
          slug: "",
          excerpt: "",
          content: "",
          category: "",
          tags: "",
          author,
          authorTitle: "",
        }}
        submitLabel="Save draft"
      />
    </>
  );
}
