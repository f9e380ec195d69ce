import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";

import { data } from "react-router";
import { Form, useActionData, useLoaderData } from "react-router";
import { SubmitButton } from "~/components/ui/forms";
import {
  STATE_RESOURCE_LIMITS,
  stateResourceSchema,
  type StateResourceInput,
} from "~/lib/state-resource-schema";
import { TextFields, type TextFieldSpec } from "~/components/admin/text-fields";
import {
  getStateResourceForAdmin,
  updateStateResource,
} from "~/models/content/state-resources.server";
import { actorOf, requireAdmin } from "~/server/admin/admin.server";
import { redirectWithToast } from "~/server/toast.server";
import { BackLink } from "~/components/admin/parts";
import type { Route } from "./+types/admin.resources.$code";

function stateOrNotFound(code: string | undefined) {
  const state = getStateResourceForAdmin((code ?? "").toUpperCase());
  if (!state) throw new Response("Not Found", { status: 404 });
  return state;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { state: stateOrNotFound(params.code) };
}

/** Saves a state's agency, links and date; /resources and its API show them at once. */
export async function action({ request, params }: Route.ActionArgs) {
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

const { url } = STATE_RESOURCE_LIMITS;
const FIELDS: TextFieldSpec<keyof StateResourceInput>[] = [
  { name: "dotName", label: "Agency name", max: STATE_RESOURCE_LIMITS.dotName },
  { name: "dotAcronym", label: "Acronym (optional)", max: STATE_RESOURCE_LIMITS.dotAcronym },
  { name: "standardsUrl", label: "Standards link", type: "url", max: url },
  { name: "specificationsUrl", label: "Specifications link", type: "url", max: url },
  { name: "trafficControlUrl", label: "Traffic control link (optional)", type: "url", max: url },
  { name: "lastUpdated", label: "Last updated", type: "date" },
];

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
  return (
    <>
      <BackLink to="/admin/resources">All states</BackLink>
      <h1 className="mt-2 text-2xl font-bold text-gray-900">
        {state.stateName} ({state.stateCode})
      </h1>
      <Form method="post" {...getFormProps(form)} className="mt-6 max-w-2xl space-y-4">
        <TextFields fields={fields} specs={FIELDS} />
        <SubmitButton pendingText="Saving…">Save {state.stateName}</SubmitButton>
      </Form>
    </>
  );
}
