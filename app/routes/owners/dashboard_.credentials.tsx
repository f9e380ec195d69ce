import { Form, useActionData, useLoaderData } from "react-router";
import { credentialName } from "~/components/credential-badges";
import { credentialStanding } from "~/components/credentials-section";
import { CredentialForm, type CredentialValues } from "~/components/credential-form";
import { Link } from "~/components/ui/link";
import { DashboardHeading } from "./dashboard/dashboard-heading";
import { buttonClass, FormError } from "~/components/ui/forms";
import { formatDate } from "~/lib/format";
import {
  credentialSummary,
  hasExpired,
  ownerCredentials,
  toPublicCredential,
} from "~/models/credentials/credentials.server";
import { listOwnedCompanies } from "~/models/listings/owner-companies.server";
import { requireUser } from "~/server/auth/auth.server";
import { credentialAction } from "~/server/uploads/credential-actions.server";
import type { Route } from "./+types/dashboard_.credentials";
import { noindexTitle } from "~/lib/private-page";

export const meta = noindexTitle("Credentials | Road Striping Directory");

/** The owner's listings (both directories) and every credential of each, whatever its state. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const owned = listOwnedCompanies(user.id);
  const rows = ownerCredentials(user.id);
  const listings = [...owned.striping, ...owned.materials].map((l) => ({
    id: l.id,
    name: l.name,
    place: `${l.location}, ${l.state}`,
    credentials: rows
      .filter((r) => r.listing.id === l.id)
      .map(({ credential: c }) => ({
        ...credentialSummary(c),
        status: c.status,
        verifiedAt: c.verifiedAt?.toISOString() ?? null,
        rejectionReason: c.rejectionReason,
        expired: hasExpired(c.expiresOn),
        listedIn: toPublicCredential(c).listedIn,
      })),
  }));
  const edit = Number(new URL(request.url).searchParams.get("edit")) || null;
  return { listings, edit };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  return credentialAction(user.id, request);
}

type Owned = ReturnType<typeof useLoaderData<typeof loader>>["listings"][number];
type Held = Owned["credentials"][number];

/** What the owner is told of a credential: the directory's word, the owner's, or why not. */
function standing(c: Held) {
  if (c.expired && c.expiresOn) return `Expired on ${formatDate(c.expiresOn)}: no longer shown`;
  if (c.status === "rejected") return `Not verified: ${c.rejectionReason ?? "no reason given"}`;
  return credentialStanding({ ...c, verified: c.status === "verified" });
}

export default function DashboardCredentials() {
  const { listings, edit } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const refusedFor = (formId: string) => (refused?.formId === formId ? refused : undefined);
  return (
    <div className="container-page max-w-4xl py-10">
      <DashboardHeading
        title="Credentials"
        lead="DOT prequalification, DBE certification, memberships, licence and insurance: buyers filter by them. Each shows as Self-reported until the directory checks it."
      />
      <FormError className="mt-4" errors={refusedFor("")?.formError} />
      {listings.length === 0 ? (
        <p className="mt-8 rounded-xl border border-gray-200 bg-white p-8 text-center text-gray-700">
          You have no listings yet. <Link to="/add-company">Add or claim a listing</Link> first.
        </p>
      ) : null}
      {listings.map((l) => {
        const added = refusedFor(`${l.id}-new`);
        return (
          <section
            key={l.id}
            aria-labelledby={`listing-${l.id}`}
            className="mt-8 rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
          >
            <h2 id={`listing-${l.id}`} className="text-xl font-semibold text-gray-900">
              {l.name} <span className="text-sm font-normal text-gray-600">({l.place})</span>
            </h2>
            {l.credentials.length ? (
              <ul className="mt-3 divide-y divide-gray-100">
                {l.credentials.map((c) => (
                  <HeldCredential
                    key={c.id}
                    companyId={l.id}
                    c={c}
                    editing={edit === c.id}
                    refused={refusedFor(`${l.id}-${c.id}`)}
                  />
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-gray-600">No credentials yet.</p>
            )}
            <h3 className="mt-6 font-semibold text-gray-900">Add a credential</h3>
            <CredentialForm
              // A fresh, empty form once the credential it added is listed (JavaScript on too).
              key={l.credentials.length}
              companyId={l.id}
              values={added?.values}
              errors={added?.errors}
              formError={added?.formError}
            />
          </section>
        );
      })}
    </div>
  );
}

function HeldCredential({
  companyId,
  c,
  editing,
  refused,
}: {
  companyId: number;
  c: Held;
  editing: boolean;
  refused?: { values?: CredentialValues; errors?: Record<string, string>; formError?: string };
}) {
  const name = credentialName({ kind: c.kind, state: c.state });
  const open = editing || refused !== undefined;
  return (
    <li id={`credential-${c.id}`} className="py-4 text-sm text-gray-700">
      <p className="font-semibold text-gray-900">{name}</p>
      <p>
        {c.issuer}
        {c.number ? ` · No. ${c.number}` : ""}
        {c.expiresOn ? ` · Expires ${formatDate(c.expiresOn)}` : ""}
      </p>
      <p className={c.status === "verified" && !c.expired ? "text-emerald-800" : "text-gray-700"}>
        {standing(c)}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {c.hasEvidence ? (
          <a href={`/credentials/${c.id}/evidence`} className="text-brand-700 underline">
            Evidence
          </a>
        ) : null}
        <Link to={`?edit=${c.id}#credential-${c.id}`} className="text-brand-700 underline">
          Edit {name}
        </Link>
        <Form method="post" action="/dashboard/credentials">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="credentialId" value={c.id} />
          <button type="submit" className={buttonClass("secondary")}>
            Remove {name}
          </button>
        </Form>
      </div>
      {open ? (
        <CredentialForm
          companyId={companyId}
          credentialId={c.id}
          values={refused?.values ?? c}
          errors={refused?.errors}
          formError={refused?.formError}
          hasEvidence={c.hasEvidence}
        />
      ) : null}
    </li>
  );
}
