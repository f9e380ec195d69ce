import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Field, SubmitButton } from "~/components/ui/forms";
import { STATE_RESOURCE_LIMITS, stateResourceSchema } from "~/lib/state-resource-schema";
import { getStateResourceForAdmin, updateStateResource } from "~/models/state-resources.server";
import { actorOf, requireAdmin } from "~/server/admin.server";
import { redirectWithToast } from "~/server/toast.server";
import { BackLink } from "~/components/admin/parts";

function stateOrNotFound(code: string | undefined) {
  const state = getStateResourceForAdmin((code ?? "").toUpperCase());
  if (!state) throw new Response("Not Found", { status: 404 });
  return state;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { state: stateOrNotFound(params.code) };
}

/** Saves a state's agency, links and date; /resources and its API show them at once. */
export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const state = stateOrNotFound(params.code);
  const submission = parseWithZod(await request.formData(), { schema: stateResourceSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  updateStateResource(actorOf(admin), state.stateCode, submission.value);
  return redirectWithToast("/admin/resources", {
    title: "State resources saved",
    description: `${state.stateName} is updated on /resources.`,
  });
}

export default function EditStateResource() {
  const { state } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: `state-${state.stateCode}`,
    lastResult: failed?.result,
    defaultValue: {
      dotName: state.dotName,
      dotAcronym: state.dotAcronym ?? "",
      standardsUrl: state.standardsUrl,
      specificationsUrl: state.specificationsUrl,
      trafficControlUrl: state.trafficControlUrl ?? "",
      lastUpdated: state.lastUpdated.slice(0, 10),
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: stateResourceSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const url = STATE_RESOURCE_LIMITS.url;
  const input = (name: keyof typeof fields, type: "text" | "url" | "date", max?: number) => ({
    ...getInputProps(fields[name], { type }),
    maxLength: max,
  });
  return (
    <>
      <BackLink to="/admin/resources">All states</BackLink>
      <h1 className="mt-2 text-2xl font-bold text-gray-900">
        {state.stateName} ({state.stateCode})
      </h1>
      <Form method="post" {...getFormProps(form)} className="mt-6 max-w-2xl space-y-4">
        <Field
          label="Agency name"
          errors={fields.dotName.errors}
          inputProps={input("dotName", "text", STATE_RESOURCE_LIMITS.dotName)}
        />
        <Field
          label="Acronym (optional)"
          errors={fields.dotAcronym.errors}
          inputProps={input("dotAcronym", "text", STATE_RESOURCE_LIMITS.dotAcronym)}
        />
        <Field
          label="Standards link"
          errors={fields.standardsUrl.errors}
          inputProps={input("standardsUrl", "url", url)}
        />
        <Field
          label="Specifications link"
          errors={fields.specificationsUrl.errors}
          inputProps={input("specificationsUrl", "url", url)}
        />
        <Field
          label="Traffic control link (optional)"
          errors={fields.trafficControlUrl.errors}
          inputProps={input("trafficControlUrl", "url", url)}
        />
        <Field
          label="Last updated"
          errors={fields.lastUpdated.errors}
          inputProps={input("lastUpdated", "date")}
        />
        <SubmitButton pendingText="Saving…">Save {state.stateName}</SubmitButton>
      </Form>
    </>
  );
}
