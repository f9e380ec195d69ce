import { IMPORT_FIELD_LABEL } from "~/lib/import-fields";
import type { PreviewPage } from "./import-steps";

const cell = "border-b border-gray-100 px-2 py-1 text-left align-top";

function More({ shown, total }: { shown: number; total: number }) {
  return total > shown ? (
    <p className="mt-1 text-sm text-gray-600">and {total - shown} more not shown.</p>
  ) : null;
}

/** The preview's rows: new, matching (with what would change), duplicates, refused. */
export function ImportTables({ page }: { page: PreviewPage }) {
  const granted = page.credential?.label;
  const credentialOf = (isNew: boolean) =>
    granted ? [isNew ? `gets ${granted}` : `already holds ${granted}`] : [];
  return (
    <>
      <h3 className="mt-6 font-semibold text-gray-900">New listings ({page.counts.created})</h3>
      <table className="mt-2 w-full text-sm">
        <thead>
          <tr>
            {["Row", "Name", "Place", "Phone", "E-mail", "Services", "Credential"].map((h) => (
              <th key={h} className={cell}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {page.created.map((r) => (
            <tr key={r.row}>
              <td className={cell}>{r.row}</td>
              <td className={cell}>{r.name}</td>
              <td className={cell}>
                {r.location}, {r.state}
                {r.located ? "" : " (not located)"}
              </td>
              <td className={cell}>{r.phone}</td>
              <td className={cell}>{r.email}</td>
              <td className={cell}>{r.services.join("; ")}</td>
              <td className={cell}>{granted ?? "None"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <More shown={page.created.length} total={page.counts.created} />

      <h3 className="mt-6 font-semibold text-gray-900">
        Rows matching an existing listing ({page.counts.matched})
      </h3>
      <ul className="mt-2 space-y-1 text-sm">
        {page.matched.map((m) => (
          <li key={m.row}>
            Row {m.row}: {m.name} → listing #{m.companyId} “{m.listingName}”:{" "}
            {[
              ...(m.changes.length
                ? m.changes.map(
                    (c) =>
                      `${IMPORT_FIELD_LABEL[c.field]} ${c.from ? `“${c.from}” → ` : ""}“${c.to}”`,
                  )
                : ["no field would change"]),
              ...credentialOf(m.credential),
            ].join("; ")}
          </li>
        ))}
      </ul>
      <More shown={page.matched.length} total={page.counts.matched} />

      <h3 className="mt-6 font-semibold text-gray-900">
        Duplicates within the file ({page.counts.duplicates})
      </h3>
      <ul className="mt-2 space-y-1 text-sm">
        {page.duplicates.map((d) => (
          <li key={d.row}>
            Row {d.row}: {d.name}: same firm as row {d.of}
          </li>
        ))}
      </ul>
      <More shown={page.duplicates.length} total={page.counts.duplicates} />

      <h3 className="mt-6 font-semibold text-gray-900">Refused rows ({page.counts.refused})</h3>
      <ul className="mt-2 space-y-1 text-sm">
        {page.refused.map((r) => (
          <li key={r.row}>
            Row {r.row}: {r.name || "(no name)"}: {r.reason}
          </li>
        ))}
      </ul>
      <More shown={page.refused.length} total={page.counts.refused} />
    </>
  );
}
