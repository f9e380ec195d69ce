import { Form, useLoaderData } from "react-router";
import { day, when } from "~/components/admin/parts";
import {
  Details,
  ApproveOrReject,
  RecordCard,
  RecordsPage,
  type CardProps,
} from "~/components/admin/records";
import { credentialName } from "~/components/credential-badges";
import { ListingLink } from "~/components/listing-link";
import { Pagination } from "~/components/pagination";
import { Field, inputClass, SelectField, SubmitButton } from "~/components/ui/forms";
import {
  CREDENTIAL_CHECKS,
  CREDENTIAL_KINDS,
  CREDENTIAL_LABELS,
  isCredentialKind,
} from "~/lib/credential-kinds";
import { STATE_CODES, STATE_OPTIONS } from "~/lib/states";
import { QUEUE_STATUSES } from "~/lib/credential-queue";
import { optionText } from "~/lib/option-list";
import { credentialQueue, decideCredential } from "~/models/credentials/credential-review.server";
import { credentialSummary } from "~/models/credentials/credentials.server";
import { consoleAction, consoleLoader } from "~/server/admin/console-action.server";
import { requiredNote } from "~/lib/trust-rules";
import { verdict } from "~/models/admin/verdict.server";
import { env } from "~/env.server";

/** The queue's filters as the address gives them; anything unknown is left out. */
function filterOf(url: URL) {
  const p = url.searchParams;
  const kind = p.get("kind");
  const state = p.get("state")?.toUpperCase() ?? "";
  const status = QUEUE_STATUSES.find((o) => o.value === p.get("status"))?.value;
  return {
    q: (p.get("q") ?? "").slice(0, 100),
    kind: isCredentialKind(kind) ? kind : undefined,
    state: STATE_CODES.includes(state) ? state : undefined,
    status: status ?? "self_reported",
  };
}

export const loader = consoleLoader(({ url }) => {
  const filter = filterOf(url);
  const queue = credentialQueue(filter, Number(url.searchParams.get("page")) || 1);
  return {
    filter,
    total: queue.total,
    page: queue.page,
    pageCount: queue.pageCount,
    items: queue.items.map(({ credential: c, listing }) => ({
      ...credentialSummary(c),
      status: c.status,
      rejectionReason: c.rejectionReason,
      verifiedAt: c.verifiedAt?.toISOString() ?? null,
      source: c.sourceName ?? c.source,
      createdAt: c.createdAt.toISOString(),
      listing,
    })),
  };
});

/** Back to the list as the operator filtered it, on the same page. */
function listBack(form: FormData) {
  const kept = new URLSearchParams();
  for (const key of ["q", "kind", "state", "status", "page"]) {
    const v = form.get(key);
    if (typeof v === "string" && v) kept.set(key, v);
  }
  return kept.size ? `/admin/credentials?${kept}` : "/admin/credentials";
}

/** Verify a self-reported credential, or reject it with a reason; the owner is mailed either way. */
export const action = consoleAction({
  idName: "credentialId",
  intents: ["verify", "reject"],
  invalid: "Choose a credential.",
  text: requiredNote("reason", "reject", "Give the owner a reason"),
  run: (id, intent, { actor, text, form }) => {
    decideCredential(id, verdict(intent === "verify", text), { actor, siteUrl: env().SITE_URL });
    return {
      back: listBack(form),
      title: intent === "verify" ? "Credential verified" : "Credential rejected",
      description:
        intent === "verify"
          ? "The listing now shows it as verified by the directory; the owner has been e-mailed."
          : "The owner has been e-mailed the reason.",
    };
  },
});

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;

/** The filters kept on every form of the page, so an action comes back to the same list. */
const keptFilter = (data: Loaded) => ({
  q: data.filter.q,
  kind: data.filter.kind ?? "",
  state: data.filter.state ?? "",
  status: data.filter.status,
  page: String(data.page),
});

function CredentialCard({ item: c, error, data }: CardProps<typeof loader>) {
  const name = credentialName(c);
  return (
    <RecordCard
      heading="h2"
      title={
        <>
          {name} · <ListingLink listing={c.listing} className="underline" />
        </>
      }
      meta={`(${c.listing.location}, ${c.listing.state})`}
      error={error}
    >
      <Details>
        Issuer: {c.issuer}
        {c.number ? ` · Number: ${c.number}` : ""}
        {c.expiresOn ? ` · Expires ${day(c.expiresOn)}` : " · No expiry given"}
      </Details>
      <Details>
        Added {when(c.createdAt)} ({c.source}) ·{" "}
        {c.hasEvidence ? (
          <a href={`/credentials/${c.id}/evidence`} className="underline">
            Evidence of {name}
          </a>
        ) : (
          "No evidence attached"
        )}
      </Details>
      {c.status === "self_reported" ? (
        <>
          <Details tone="amber">Check: {CREDENTIAL_CHECKS[c.kind]}</Details>
          <ApproveOrReject
            idName="credentialId"
            id={c.id}
            hidden={keptFilter(data)}
            approve={{ intent: "verify", label: `Verify ${name} of ${c.listing.name}` }}
            reject={`Reject ${name} of ${c.listing.name}`}
          />
        </>
      ) : c.status === "verified" ? (
        <Details>Verified{c.verifiedAt ? ` ${when(c.verifiedAt)}` : ""}</Details>
      ) : (
        <Details>Rejected: {c.rejectionReason ?? "no reason given"}</Details>
      )}
    </RecordCard>
  );
}

function QueueFilters({ data }: { data: Loaded }) {
  const f = data.filter;
  return (
    <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
      <Field
        label="Listing name"
        inputProps={{
          id: "credential-search",
          name: "q",
          type: "search",
          defaultValue: f.q,
          maxLength: 100,
          className: `${inputClass} w-60`,
        }}
      />
      <SelectField
        label="Kind"
        selectProps={{ id: "credential-kind", name: "kind", defaultValue: f.kind ?? "" }}
        placeholder="Any kind"
        options={CREDENTIAL_KINDS.map((k) => ({ value: k, label: CREDENTIAL_LABELS[k] }))}
      />
      <SelectField
        label="State"
        selectProps={{ id: "credential-state", name: "state", defaultValue: f.state ?? "" }}
        placeholder="Any state"
        options={STATE_OPTIONS}
      />
      <SelectField
        label="Status"
        selectProps={{ id: "credential-status", name: "status", defaultValue: f.status }}
        options={QUEUE_STATUSES}
      />
      <SubmitButton pendingText="Finding…">Find credentials</SubmitButton>
    </Form>
  );
}

export default function AdminCredentials() {
  const data = useLoaderData<typeof loader>();
  const f = data.filter;
  const filtered = Boolean(f.q || f.kind || f.state || f.status !== "self_reported");
  return (
    <>
      <RecordsPage
        title="Credentials to verify"
        lead="Newest first. Check each self-reported credential against its issuer's public record (docs/decisions/048) before verifying; the listing shows 'Self-reported' until then."
        above={
          <>
            <QueueFilters data={data} />
            <p className="mt-4 text-sm text-gray-700" role="status">
              {data.total === 1 ? "1 credential" : `${data.total} credentials`}
              {f.status === "all" ? "" : ` ${optionText(QUEUE_STATUSES, f.status).toLowerCase()}`}
            </p>
          </>
        }
        items={data.items}
        empty={filtered ? "No credentials match these filters." : "No credentials are waiting."}
      >
        {(item, error) => <CredentialCard item={item} error={error} data={data} />}
      </RecordsPage>
      <Pagination page={data.page} pageCount={data.pageCount} />
    </>
  );
}
