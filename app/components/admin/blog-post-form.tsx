import { getFormProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { BlogImage } from "~/components/content/blog-card";
import { TextFields, type TextFieldSpec } from "./text-fields";
import {
  CheckboxField,
  controlAria,
  FieldFrame,
  SelectField,
  SubmitButton,
  TextareaField,
} from "~/components/ui/forms";
import { BLOG_LIMITS, blogPostSchema } from "~/lib/blog-post-schema";
import { BLOG_CATEGORIES } from "~/lib/options";
import type { PostFormFailure } from "~/server/admin/admin-blog.server";

export type PostFormValues = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string;
  author: string;
  authorTitle: string;
};

type TextName = "title" | "slug" | "tags" | "author" | "authorTitle";

const HEAD: TextFieldSpec<TextName>[] = [
  { name: "title", label: "Title", max: BLOG_LIMITS.title },
  {
    name: "slug",
    label: "Slug",
    max: BLOG_LIMITS.slug,
    hint: "The address: /blog/slug. Left empty, it is made from the title.",
  },
];

const BYLINE: TextFieldSpec<TextName>[] = [
  { name: "tags", label: "Tags", max: 500, hint: "Separated by commas." },
  { name: "author", label: "Author", max: BLOG_LIMITS.author },
  { name: "authorTitle", label: "Author title", max: BLOG_LIMITS.authorTitle },
];

/**
 * The post form of /admin/blog/new and /admin/blog/:id (decision 018): a plain multipart POST,
 * so it works without JavaScript; conform repeats the server's checks in the browser when it can.
 */
export function BlogPostForm({
  id,
  defaultValue,
  failure,
  featuredImage,
  submitLabel,
}: {
  id: string;
  defaultValue?: PostFormValues;
  failure?: PostFormFailure;
  featuredImage?: string | null;
  submitLabel: string;
}) {
  const [form, fields] = useForm({
    id,
    lastResult: failure?.result,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: blogPostSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const imageError = failure?.imageError
    ? `${failure.imageError.title}: ${failure.imageError.description}`
    : undefined;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="mt-6 max-w-3xl space-y-4"
    >
      <input type="hidden" name="intent" value="save" />
      <TextFields fields={fields} specs={HEAD} />
      <TextareaField
        label="Excerpt"
        errors={fields.excerpt.errors}
        textareaProps={{ ...getTextareaProps(fields.excerpt), maxLength: BLOG_LIMITS.excerpt }}
      />
      <TextareaField
        label="Paragraphs"
        hint="One paragraph per line."
        errors={fields.content.errors}
        textareaProps={{
          ...getTextareaProps(fields.content),
          maxLength: BLOG_LIMITS.content,
          rows: 14,
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Category"
          errors={fields.category.errors}
          selectProps={getSelectProps(fields.category)}
          placeholder="Choose a category"
          options={BLOG_CATEGORIES.map((c) => ({ value: c, label: c }))}
        />
        <TextFields fields={fields} specs={BYLINE} />
      </div>
      <fieldset className="rounded-md border border-gray-200 p-4">
        <legend className="px-1 text-sm font-medium text-gray-800">Image</legend>
        {featuredImage ? (
          <BlogImage
            featuredImage={featuredImage}
            title="Current image"
            className="mb-3 aspect-[2/1] w-64 rounded-md"
          />
        ) : null}
        <FieldFrame
          id={`${id}-image`}
          label={featuredImage ? "Replace the image" : "Upload an image"}
          hint="JPEG, PNG, WebP or GIF, at least 600×300 pixels, at most 5MB; shown cropped to 2:1."
          errors={imageError}
        >
          <input
            id={`${id}-image`}
            name="image"
            type="file"
            accept="image/*"
            {...controlAria(`${id}-image`, { hint: true, errors: imageError })}
            className="mt-1 block text-sm"
          />
        </FieldFrame>
        {featuredImage ? (
          <CheckboxField name="removeImage" className="mt-3">
            Remove the image
          </CheckboxField>
        ) : null}
      </fieldset>
      <SubmitButton pendingText="Saving…">{submitLabel}</SubmitButton>
    </Form>
  );
}
