import { Form } from "react-router";
import { CREDENTIAL_OPTIONS } from "~/lib/credential-kinds";
import { STATE_OPTIONS } from "~/lib/states";
import { Field, FieldFrame, FormError, inputClass, SelectField, SubmitButton } from "./ui/forms";

export type CredentialValues = {
  kind?: string;
  state?: string;
  issuer?: string | null;
  number?: string | null;
  expiresOn?: string | null;
};

export type FieldErrors = Partial<Record<keyof CredentialValues | "evidence", string>>;

/**
 * The owner's form for one credential of one listing: a new one, or an edit of `credentialId`.
 * A plain multipart POST, so it works without JavaScript and carries the evidence file.
 */
export function CredentialForm({
  companyId,
  credentialId,
  values = {},
  errors = {},
  formError,
  hasEvidence = false,
}: {
  companyId: number;
  credentialId?: number;
  values?: CredentialValues;
  errors?: FieldErrors;
  formError?: string;
  hasEvidence?: boolean;
}) {
  const id = (name: string) => `cred-${companyId}-${credentialId ?? "new"}-${name}`;
  const text = (
    name: "issuer" | "number" | "expiresOn",
    label: string,
    input: { maxLength?: number; type?: string },
    hint?: string,
  ) => (
    <Field
      label={label}
      hint={hint}
      errors={errors[name]}
      inputProps={{ id: id(name), name, ...input, defaultValue: values[name] ?? "" }}
    />
  );
  return (
    <Form
      method="post"
      action="/dashboard/credentials"
      encType="multipart/form-data"
      className="mt-3 space-y-3"
    >
      <FormError errors={formError} />
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="companyId" value={companyId} />
      {credentialId ? <input type="hidden" name="credentialId" value={credentialId} /> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Credential"
          options={CREDENTIAL_OPTIONS}
          placeholder="Choose a credential"
          errors={errors.kind}
          selectProps={{ id: id("kind"), name: "kind", defaultValue: values.kind ?? "" }}
        />
        <SelectField
          label="State"
          hint="For DOT prequalification and DBE certification: the state that granted it."
          options={STATE_OPTIONS}
          placeholder="Not granted by a state"
          errors={errors.state}
          selectProps={{ id: id("state"), name: "state", defaultValue: values.state ?? "" }}
        />
        {text(
          "issuer",
          "Issuer",
          { maxLength: 120 },
          "Who granted it. Left empty: the state's DOT or UCP, ATSSA, or the Better Business Bureau.",
        )}
        {text("number", "Number (optional)", { maxLength: 60 })}
        {text(
          "expiresOn",
          "Expires on (optional)",
          { type: "date" },
          "From this day it no longer shows. We remind you a month before.",
        )}
        <FieldFrame
          id={id("evidence")}
          label={hasEvidence ? "Replace evidence (optional)" : "Evidence (optional)"}
          hint="A PDF, PNG, JPEG or WebP file of at most 5 MB. Only you and the directory see it."
          errors={errors.evidence}
        >
          <input
            id={id("evidence")}
            name="evidence"
            type="file"
            accept="application/pdf,image/png,image/jpeg,image/webp"
            className={inputClass}
          />
        </FieldFrame>
      </div>
      <SubmitButton action="/dashboard/credentials" pendingText="Saving…">
        {credentialId ? "Save credential" : "Add credential"}
      </SubmitButton>
    </Form>
  );
}
