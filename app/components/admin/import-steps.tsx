import { Form } from "react-router";
import { Link } from "~/components/ui/link";
import { CheckboxField, Field, inputClass, SelectField, SubmitButton } from "~/components/ui/forms";
import {
  CREDENTIAL_OPTIONS,
  CREDENTIAL_LABELS,
  STATE_CREDENTIAL_KINDS,
} from "~/lib/credential-kinds";
import { IMPORT_FIELD_LABEL, IMPORT_FIELDS, IMPORT_UNDO_DAYS } from "~/lib/import-fields";
import { STATES } from "~/lib/states";
import type { importPage } from "~/server/admin/admin-import.server";
import type { recentImports } from "~/models/imports/import-undo.server";
import { adminButton, adminPrimaryButton, counted, when } from "./parts";
import { ImportTables } from "./import-tables";
import { ImportWorkClasses } from "./import-work-classes";
import { PossibleMatches } from "./import-possible";

type Page = Awaited<ReturnType<typeof importPage>>;
export type PreviewPage = Extract<Page, { stage: "preview" }>;
type MapPage = Extract<Page, { stage: "map" }>;

/** The step the import is at, carried from form to form (no JavaScript needed). */
function Carry({ upload, source }: { upload: string; source: string }) {
  return (
    <>
      <input type="hidden" name="upload" value={upload} />
      <input type="hidden" name="source" value={source} />
    </>
  );
}

export function ImportUpload({
  sources,
  imports,
}: {
  sources: string[];
  imports: ReturnType<typeof recentImports>;
}) {
  return (
    <>
      <Form method="post" encType="multipart/form-data" className="mt-6 max-w-xl space-y-4">
        <input type="hidden" name="intent" value="upload" />
        <Field
          label="Source"
          hint="The list's name; its column mapping is remembered under it."
          inputProps={{
            id: "import-source",
            name: "source",
            list: "import-sources",
            required: true,
            maxLength: 100,
          }}
        />
        <datalist id="import-sources">
          {sources.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
        <Field
          label="CSV file"
          hint="UTF-8 with a header row; at most 5 MB and 20,000 rows."
          inputProps={{
            id: "import-file",
            name: "file",
            type: "file",
            accept: ".csv,text/csv",
            required: true,
          }}
        />
        <SubmitButton pendingText="Uploading…" className={adminPrimaryButton}>
          Upload and map columns
        </SubmitButton>
      </Form>
      <p className="mt-6 text-sm">
        <a href="/admin/export.csv" className="text-brand-700 underline" download>
          Export all listings as CSV
        </a>
      </p>
      <h2 className="mt-8 text-lg font-semibold text-gray-900">Imports</h2>
      {imports.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">No import yet.</p>
      ) : (
        <ul className="mt-2 space-y-3 text-sm">
          {imports.map((i) => (
            <li key={i.id}>
              {when(i.createdAt)} · {i.sourceName} · {i.fileName} · {i.actorEmail} ·{" "}
              {counted(i.counts.created ?? 0, "new listing", "new listings")},{" "}
              {i.counts.updated ?? 0} updated
              {i.undoneAt ? ` · undone ${when(i.undoneAt)}` : ""}
              {i.undoable ? (
                <Form method="post" className="inline">
                  <input type="hidden" name="intent" value="undo" />
                  <input type="hidden" name="importId" value={i.id} />{" "}
                  <button type="submit" className={adminButton}>
                    Undo import
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-2 text-sm text-gray-600">
        An import can be undone within {IMPORT_UNDO_DAYS} days; listings claimed since stay.
      </p>
    </>
  );
}

export function ImportMap({ page }: { page: MapPage }) {
  const columns = page.headers.map((h) => ({ value: h, label: h }));
  const { mapping, credentialKind, sourceUrl } = page.settings;
  return (
    <Form method="post" className="mt-6 max-w-3xl space-y-4">
      <input type="hidden" name="intent" value="map" />
      <Carry upload={page.upload} source={page.source} />
      <h2 className="text-lg font-semibold text-gray-900">Map the columns of {page.fileName}</h2>
      <p className="text-sm text-gray-700">
        {page.source} · {counted(page.rows, "row", "rows")}. Leave a field on “Not imported” when
        the file has no such column.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {IMPORT_FIELDS.map((field) => (
          <SelectField
            key={field}
            label={IMPORT_FIELD_LABEL[field]}
            placeholder="Not imported"
            selectProps={{
              id: `map-${field}`,
              name: `map.${field}`,
              defaultValue: mapping[field] ?? "",
            }}
            options={columns}
          />
        ))}
      </div>
      <ImportWorkClasses column={mapping.services} {...page.workClasses} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Credential the list grants"
          hint="Attached to every imported firm; its line reads “Listed in” the list, on the import's date."
          placeholder="None"
          selectProps={{
            id: "credential-kind",
            name: "credentialKind",
            defaultValue: credentialKind,
          }}
          options={CREDENTIAL_OPTIONS}
        />
        <SelectField
          label="Granted in"
          hint={`The state of the list, for ${STATE_CREDENTIAL_KINDS.map((k) => CREDENTIAL_LABELS[k]).join(" and ")}: every firm on it is certified there, wherever it is based.`}
          placeholder="Choose the list's state"
          selectProps={{
            id: "credential-state",
            name: "credentialState",
            defaultValue: page.listState,
            className: inputClass,
          }}
          options={STATES.map(([code, name]) => ({ value: code, label: name }))}
        />
      </div>
      <Field
        label="The list's web address (optional)"
        hint="Its credentials link to it."
        inputProps={{
          id: "source-url",
          name: "sourceUrl",
          type: "url",
          defaultValue: sourceUrl,
          maxLength: 500,
        }}
      />
      <SubmitButton pendingText="Reading the file…" className={adminPrimaryButton}>
        Preview the import
      </SubmitButton>
    </Form>
  );
}

export function ImportPreview({ page }: { page: PreviewPage }) {
  const c = page.counts;
  return (
    <div className="mt-6">
      <h2 className="text-lg font-semibold text-gray-900">Preview of {page.fileName}</h2>
      <p className="mt-1 text-sm text-gray-700">
        {page.source}: {counted(c.created, "new listing", "new listings")},{" "}
        {counted(c.matched, "row matches", "rows match")} an existing listing ({c.changing} would
        change), {counted(c.duplicates, "duplicate", "duplicates")} within the file,{" "}
        {counted(c.refused, "row refused", "rows refused")}. Nothing is written until you commit.
      </p>
      <p className="mt-1 text-sm text-gray-700">
        {page.credential
          ? `Credential: every new and matched row gets ${page.credential.label}, listed in ${page.source}.`
          : "Credential: none."}
      </p>
      <p className="mt-1 text-sm">
        <Link
          to={`/admin/import?${new URLSearchParams({ upload: page.upload, source: page.source, step: "map" })}`}
          className="text-brand-700 underline"
        >
          Change the mapping
        </Link>
      </p>
      <Form method="post" className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="commit" />
        <Carry upload={page.upload} source={page.source} />
        <PossibleMatches page={page} />
        <CheckboxField name="invite">
          Invite each imported listing with an e-mail to claim it (once, spread out over time)
        </CheckboxField>
        <SubmitButton pendingText="Importing…" className={adminPrimaryButton}>
          Commit the import
        </SubmitButton>
      </Form>
      <ImportTables page={page} />
    </div>
  );
}
