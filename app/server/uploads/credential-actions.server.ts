import { data } from "react-router";
import { credentialFormSchema } from "~/lib/credential-form";
import {
  EVIDENCE_QUOTA_FULL,
  EVIDENCE_UPLOADS_PER_HOUR,
  EVIDENCE_UPLOADS_USED,
  hasExpired,
  removeCredential,
  saveCredential,
  type Evidence,
} from "~/models/credentials/credentials.server";
import { DomainError } from "~/models/errors.server";
import { takeQuota } from "~/models/accounts/quotas.server";
import { EVIDENCE_REFUSED, removeEvidence, storeEvidence } from "./credential-evidence.server";
import { readForm, uploadedFile } from "./multipart.server";
import { env } from "~/env.server";
import { redirectWithToast } from "~/server/toast.server";

const BACK = "/dashboard/credentials";

type Refused = {
  formId: string;
  formError?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
};

const refuse = (body: Refused, status = 400) => data(body, { status });

/** Uploads an account may make in an hour, kept in the database like the logos' (decision 040). */
const evidenceUploads = () => ({
  name: "evidence-upload",
  limit: EVIDENCE_UPLOADS_PER_HOUR * env().RATE_LIMIT_FACTOR,
  windowMs: 60 * 60 * 1000,
});

const positive = (v: FormDataEntryValue | null) => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/**
 * The dashboard's credential posts: save (add or edit, with evidence) and
 * remove, each checked against the owner's listings by the model. A refusal changes nothing and
 * keeps what was typed; a stored evidence file of a refused save is removed again.
 */
export async function credentialAction(userId: number, request: Request) {
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "remove") {
    const id = positive(form.get("credentialId"));
    if (!id) return refuse({ formId: "", formError: "Choose a credential." });
    try {
      removeEvidence(removeCredential(userId, id));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return refuse({ formId: "", formError: error.message }, error.status);
    }
    return redirectWithToast(BACK, { title: "Credential removed" });
  }
  if (intent !== "save") return refuse({ formId: "", formError: "Unknown action." });
  const companyId = positive(form.get("companyId"));
  const credentialId = positive(form.get("credentialId"));
  const formId = `${companyId ?? 0}-${credentialId ?? "new"}`;
  if (!companyId) return refuse({ formId, formError: "Choose one of your listings." });
  const values: Record<string, string> = {};
  for (const key of ["kind", "state", "issuer", "number", "expiresOn"]) {
    const v = form.get(key);
    if (typeof v === "string") values[key] = v;
  }
  const parsed = credentialFormSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return refuse({ formId, errors, values });
  }
  if (hasExpired(parsed.data.expiresOn)) {
    const message = "That day has passed: a credential shows only until its expiry date.";
    return refuse({ formId, errors: { expiresOn: message }, values });
  }
  const upload = await uploadedFile(form, "evidence");
  let evidence: Evidence | null = null;
  if (upload) {
    if (!takeQuota(evidenceUploads(), String(userId))) {
      return refuse({ formId, errors: { evidence: EVIDENCE_UPLOADS_USED }, values }, 429);
    }
    const stored = "bytes" in upload ? storeEvidence(upload.bytes) : undefined;
    if (!stored) return refuse({ formId, errors: { evidence: EVIDENCE_REFUSED }, values });
    evidence = stored;
  }
  try {
    const saved = saveCredential(userId, companyId, parsed.data, evidence, credentialId);
    removeEvidence(saved.replacedEvidence);
  } catch (error) {
    removeEvidence(evidence?.file);
    if (!(error instanceof DomainError)) throw error;
    const at =
      error.message === EVIDENCE_QUOTA_FULL
        ? { errors: { evidence: error.message } }
        : { formError: error.message };
    return refuse({ formId, ...at, values }, error.status);
  }
  return redirectWithToast(BACK, {
    title: "Credential saved",
    description: "It shows as Self-reported until the directory verifies it.",
  });
}
