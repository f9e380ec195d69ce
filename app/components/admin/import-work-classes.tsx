import { SelectField } from "~/components/ui/forms";
import { STRIPING_SERVICES } from "~/lib/options";
import type { WorkClassChoice } from "~/models/imports/import-guesses.server";
import { counted } from "./parts";

const SERVICES = STRIPING_SERVICES.map((s) => ({ value: s, label: s }));

/**
 * The list's work classes, each mapped to one of the directory's services or kept as words in
 * the listing's description (a value outside the directory's list matches no search).
 */
export function ImportWorkClasses({
  column,
  choices,
  total,
}: {
  column: string | undefined;
  choices: WorkClassChoice[];
  total: number;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold text-gray-900">Work classes</legend>
      <input type="hidden" name="workClassColumn" value={column ?? ""} />
      {!column ? (
        <p className="text-sm text-gray-700">No column of work classes is imported.</p>
      ) : (
        <p className="text-sm text-gray-700">
          Each value of “{column}” as one of the directory&apos;s services. A value kept as a
          description is written into the listing&apos;s description, not as a service.
          {total > choices.length
            ? ` The ${choices.length} most frequent of ${total} values are listed; the others take the first guess.`
            : ""}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {choices.map((c, i) => (
          <div key={c.key}>
            <input type="hidden" name="workClass" value={c.key} />
            <SelectField
              label={`“${c.value}” (${counted(c.rows, "row", "rows")})`}
              placeholder="Keep as description (not a service)"
              selectProps={{
                id: `work-class-${i}`,
                name: "workClassService",
                defaultValue: c.service,
              }}
              options={SERVICES}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
