import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation, useSubmit } from "react-router";
import { Link } from "~/components/ui/link";
import type { ComponentType, FormEvent, MouseEvent, ReactNode } from "react";
import type { z } from "zod";
import { CompanyLogo } from "~/components/company-logo";
import { ContactFields, StateField, TextField } from "~/components/company-fields";
import { listingDefaults, type ListingContact } from "~/lib/listing";
import { COMPANY_LIMITS } from "~/lib/company-schemas";
import { VerifiedBadge } from "~/components/ui/marks";
import { buttonClass, SubmitButton } from "~/components/ui/forms";
import type { DashboardActionData } from "./actions.server";
import { EmailConfirmation, PlanState, type EmailStatus } from "./listing-status";

type Intent = "update-striping" | "update-materials";

const TIER_LABEL = { free: "Standard", premium: "Premium", vip: "VIP" } as const;
const TIER_CLASS = {
  free: "bg-gray-100 text-gray-800",
  premium: "bg-blue-100 text-blue-800",
  vip: "bg-amber-100 text-amber-900",
} as const;

export function TierBadge({ tier }: { tier: "free" | "premium" | "vip" }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TIER_CLASS[tier]}`}>
      {TIER_LABEL[tier]}
    </span>
  );
}

/** A link that works without JavaScript and runs `onClick` instead when it can. */
export function EnhancedLink({
  to,
  onClick,
  className,
  children,
}: {
  to: string;
  onClick: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={className}
      onClick={(e: MouseEvent) => {
        e.preventDefault();
        onClick();
      }}
    >
      {children}
    </Link>
  );
}

/** 'Delete': a confirm prompt with JavaScript, a confirmation page without. */
export function DeleteButton({
  id,
  name,
  added = true,
}: {
  id: number;
  name: string;
  added?: boolean;
}) {
  const submit = useSubmit();
  if (!added) {
    // A claimed listing is never deleted: its page offers release or unlisting (decision 015).
    return (
      <Link
        to={`/dashboard/delete/${id}`}
        className="rounded-md border border-red-300 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
      >
        Release or Unlist
      </Link>
    );
  }
  return (
    <EnhancedLink
      to={`/dashboard/delete/${id}`}
      onClick={() => {
        if (window.confirm(`Delete ${name}? We keep it 30 days in case you change your mind.`)) {
          submit({ intent: "delete", id: String(id) }, { method: "post", action: "/dashboard" });
        }
      }}
      className="rounded-md border border-red-300 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
    >
      Delete
    </EnhancedLink>
  );
}

/** Saving an owner's changes asks first (tests/e2e/dashboard.spec.ts), when JavaScript can ask. */
export function confirmSave(e: React.FormEvent<HTMLFormElement>, name: string) {
  const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
  if (submitter?.value === "cancel") return;
  if (!window.confirm(`Save changes to ${name}?`)) e.preventDefault();
}

export function EditLink({ id, onEdit }: { id: number; onEdit: () => void }) {
  return (
    <EnhancedLink
      to={`/dashboard?edit=${id}`}
      onClick={onEdit}
      className="rounded-md border border-gray-300 px-3 py-1.5 text-sm font-semibold text-gray-800 hover:bg-gray-50"
    >
      Edit
    </EnhancedLink>
  );
}

/** Delete, Cancel and Save Changes under an edit form. */
export function EditActions({
  id,
  name,
  intent,
  saving,
  onCancel,
  added,
}: {
  id: number;
  name: string;
  added?: boolean;
  intent: Intent;
  saving: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap justify-between gap-2">
      <DeleteButton id={id} name={name} added={added} />
      <div className="flex gap-2">
        <EnhancedLink to="/dashboard" onClick={onCancel} className={buttonClass("secondary")}>
          Cancel
        </EnhancedLink>
        <SubmitButton name="intent" value={intent} pending={saving} pendingText="Saving...">
          Save Changes
        </SubmitButton>
      </div>
    </div>
  );
}

/** A listing as its owner's dashboard holds it: the public record plus the owner's own state. */
export type OwnedListing<T> = T & {
  requestedTier?: "premium" | "vip" | null;
  planStatus?: string;
  planSource?: string | null;
  paidUntil?: string | null;
  emailStatus?: EmailStatus;
  addedByOwner?: boolean;
};

type ShellCompany = Parameters<typeof ContactList>[0]["company"] & {
  id: number;
  name: string;
  customLogo: string | null;
  isVerified: boolean;
  subscriptionTier: Parameters<typeof TierBadge>[0]["tier"];
  requestedTier?: "premium" | "vip" | null;
  planStatus?: string;
  planSource?: string | null;
  paidUntil?: string | null;
  emailStatus?: EmailStatus;
};

/** What the dashboard hands each owner card. */
export type OwnerCardProps<T> = {
  company: OwnedListing<T>;
  editing: boolean;
  setEditing: (on: boolean) => void;
  actionData?: DashboardActionData;
};

/**
 * The frame of an owner's listing card, striping or materials: logo, name and badges, the
 * requested plan, the lines under the name, Edit; then the edit form or the listing's details.
 */
export function OwnerCardShell<T extends ShellCompany>({
  card: { company, editing, setEditing, actionData },
  EditForm,
  badge,
  about,
  websiteInContacts,
  children,
}: {
  card: OwnerCardProps<T>;
  EditForm: ComponentType<EditFormProps<T>>;
  /** Beside the name (the materials company type). */
  badge?: ReactNode;
  /** Under the name: place, year, links. */
  about: ReactNode;
  /** Whether the website is listed with the phone and e-mail. */
  websiteInContacts?: boolean;
  children: ReactNode;
}) {
  return (
    <article
      className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
      aria-label={company.name}
    >
      <div className="flex items-start gap-4">
        <CompanyLogo src={company.customLogo} name={company.name} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h4 className="text-lg font-semibold text-gray-900">{company.name}</h4>
            {badge}
            <VerifiedBadge show={company.isVerified} />
            <TierBadge tier={company.subscriptionTier} />
          </div>
          <PlanState company={company} />
          <EmailConfirmation id={company.id} email={company.email} status={company.emailStatus} />
          {about}
        </div>
        {editing ? null : <EditLink id={company.id} onEdit={() => setEditing(true)} />}
      </div>
      {editing ? (
        <EditForm company={company} onCancel={() => setEditing(false)} actionData={actionData} />
      ) : (
        <div className="mt-4 space-y-3 text-sm text-gray-700">
          <ContactList company={company} website={websiteInContacts} />
          {children}
        </div>
      )}
    </article>
  );
}

/** What an edit form gets from its card. */
export type EditFormProps<T> = Pick<OwnerCardProps<T>, "company" | "actionData"> & {
  onCancel: () => void;
};

type ListingFields = Record<
  "name" | "location" | "state" | "phone" | "email" | "website" | "description",
  Parameters<typeof TextField>[0]["field"]
>;

/**
 * An owner's edit form, striping or materials: the fields every listing has (name, place,
 * contacts), the directory's own fields (`beforeContacts`, `children`), and Delete, Cancel and
 * Save Changes. Saving asks first when JavaScript can ask.
 */
export function OwnerEditForm({
  company,
  edit: { intent, form, fields, saving },
  onCancel,
  alert,
  multipart,
  beforeContacts,
  children,
}: {
  company: { id: number; name: string; addedByOwner?: boolean };
  /** The card's last answer: `edit` has read it already. */
  actionData?: unknown;
  /** The form's state from `useOwnerEditForm`. */
  edit: {
    intent: Intent;
    form: { id: string; onSubmit: (e: FormEvent<HTMLFormElement>) => void };
    fields: ListingFields;
    saving: boolean;
  };
  onCancel: () => void;
  /** Why the last save was refused; the logo picker of a materials listing follows it. */
  alert: ReactNode;
  multipart?: boolean;
  beforeContacts?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      action="/dashboard"
      encType={multipart ? "multipart/form-data" : undefined}
      id={form.id}
      noValidate
      onSubmit={(e) => {
        form.onSubmit(e);
        if (!e.defaultPrevented) confirmSave(e, company.name);
      }}
      className="mt-4 space-y-4"
    >
      <input type="hidden" name="id" value={company.id} />
      {alert}
      <TextField field={fields.name} label="Company Name" maxLength={COMPANY_LIMITS.name} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={fields.location} label="City" maxLength={COMPANY_LIMITS.location} />
        <StateField field={fields.state} />
      </div>
      {beforeContacts}
      <ContactFields
        phone={fields.phone}
        email={fields.email}
        website={fields.website}
        description={fields.description}
      />
      {children}
      <EditActions
        added={company.addedByOwner}
        id={company.id}
        name={company.name}
        intent={intent}
        saving={saving}
        onCancel={onCancel}
      />
    </Form>
  );
}

/** Phone, e-mail (and website) of a listing as the owner sees them; '—' where none is set. */
function ContactList({
  company,
  website,
}: {
  company: { phone: string | null; email: string | null; website?: string | null };
  /** Whether the website is listed with them (a materials card links it on its own line). */
  website?: boolean;
}) {
  const items: [string, string | null | undefined][] = [
    ["Phone", company.phone],
    ["Email", company.email],
  ];
  if (website) items.push(["Website", company.website]);
  return (
    <dl className={`grid gap-1 ${website ? "sm:grid-cols-3" : "sm:grid-cols-2"}`}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="font-medium">{label}</dt>
          <dd className={label === "Phone" ? undefined : "break-all"}>{value || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * An owner's edit form: conform over the listing's current values (or the values the server
 * sent back with its refusal), and whether this listing is being saved.
 */
export function useOwnerEditForm<T extends Record<string, unknown>>(
  { company, actionData }: EditFormProps<{ id: number } & ListingContact>,
  intent: Intent,
  schema: z.ZodType,
  /** The starting values of the directory's own fields; those every listing has are added. */
  defaultValue: T,
) {
  const navigation = useNavigation();
  const mine = actionData?.id === company.id && actionData.intent === intent;
  const [form, fields] = useForm<ReturnType<typeof listingDefaults> & T>({
    id: `edit-${company.id}`,
    lastResult: mine ? actionData?.result : undefined,
    defaultValue: { ...listingDefaults(company), ...defaultValue } as never,
    // The schema's output is the model's input; the form only needs its errors.
    onValidate: ({ formData }) => parseWithZod(formData, { schema }) as never,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const saving =
    navigation.state === "submitting" && navigation.formData?.get("id") === String(company.id);
  return { form, fields, saving, mine, intent };
}
