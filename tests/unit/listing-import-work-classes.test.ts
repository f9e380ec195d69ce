/**
 * A list's work classes become the directory's services (guessed, then as the operator mapped
 * them for the source); a value with no service is kept in the description. Imported firms then
 * match quote requests and their owner can save the edit form, and listings imported before the
 * mapping existed are repaired by the migration.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { account, sql } from "~/tests/support/admin-call";
import { sampleCsv, sampleSource } from "~/tests/support/import-csv";
import { stripingEditSchema } from "~/lib/company-schemas";
import { guessService } from "~/lib/import-work-classes";
import { KNOWN_SERVICE_NAMES } from "~/lib/options";
import { commitImport } from "~/models/imports/import-commit.server";
import { workClassChoices } from "~/models/imports/import-guesses.server";
import { findMatchingContractors } from "~/models/quotes/quote-matching.server";
import { readCsv, type CsvFile } from "~/models/imports/import-rows.server";
import { SAMPLE_MAPPING } from "~/tests/support/import-sample";

const operator = account("admin");
const tag = () => crypto.randomBytes(3).toString("hex");
const servicesOf = (id: unknown) =>
  (
    sql
      .prepare(
        "SELECT s.name FROM company_services cs JOIN services s ON s.id = cs.service_id WHERE cs.company_id = ? ORDER BY s.name",
      )
      .all(id) as { name: string }[]
  ).map((r) => r.name);
const listing = (name: string) =>
  sql.prepare("SELECT * FROM companies WHERE name = ?").get(name) as Record<string, unknown>;

it("guesses the directory's service of a list's usual work classes", () => {
  expect(guessService("Pavement Marking")).toBe("Road Striping");
  expect(guessService("STRIPING")).toBe("Road Striping");
  expect(guessService("Thermoplastic")).toBe("Thermoplastic Striping");
  expect(guessService("Sealcoating")).toBe("Sealcoating & Maintenance");
  expect(guessService("Parking lot striping")).toBe("Parking Lot Striping");
  expect(guessService("Asphalt Paving")).toBe("");
});

it("lists the column's values for the mapping, most frequent first, with their guesses", () => {
  const file = readCsv(
    sampleCsv([
      { "Firm Name": "A", City: "Toledo", State: "OH", "Work Classes": "Striping; Asphalt Paving" },
      { "Firm Name": "B", City: "Toledo", State: "OH", "Work Classes": "striping" },
    ]),
  ) as CsvFile;
  expect(workClassChoices(file, SAMPLE_MAPPING, { "asphalt paving": "Paint Striping" })).toEqual({
    total: 2,
    choices: [
      { key: "striping", value: "Striping", rows: 2, service: "Road Striping" },
      { key: "asphalt paving", value: "Asphalt Paving", rows: 1, service: "Paint Striping" },
    ],
  });
});

describe("an imported firm", () => {
  it("gets only the directory's services, the rest in words, and can be found and edited", async () => {
    const t = tag();
    const name = `Work Class Lines ${t}`;
    const bytes = sampleCsv([
      {
        "Firm Name": name,
        City: "Columbus",
        State: "OH",
        Zip: "43215",
        Email: `bids-${t}@example.com`,
        "Work Classes": "Pavement Marking; Striping; Asphalt Paving; Guardrail",
      },
    ]);
    const s = sampleSource({
      sourceName: `Work class list ${t}`,
      // The operator's choice for the source: guardrail is no service of ours.
      workClasses: { guardrail: "", "asphalt paving": "" },
    });
    await commitImport({
      ...s,
      file: readCsv(bytes) as CsvFile,
      fileName: "w.csv",
      bytes,
      invite: false,
      actor: { id: operator.id, email: operator.email },
      mail: { siteUrl: "https://striping.example.com", secret: "unit-test-secret-0123456789" },
    });
    const firm = listing(name);
    expect(JSON.parse(firm.services as string)).toEqual(["Road Striping"]);
    expect(servicesOf(firm.id)).toEqual(["Road Striping"]);
    expect(firm.description).toBe("Work classes: Asphalt Paving; Guardrail.");
    // Its owner's edit form takes what the import stored.
    const edit = stripingEditSchema.safeParse({
      name,
      location: "Columbus",
      state: "OH",
      email: `bids-${t}@example.com`,
      description: firm.description,
      services: JSON.parse(firm.services as string),
    });
    expect(edit.success).toBe(true);
    // A roadway quote request near Columbus reaches it.
    const matches = findMatchingContractors({ latitude: 39.96, longitude: -83.0 }, ["roadway"], {
      state: "OH",
      limit: 500,
    });
    expect(matches.map((m) => m.companyId)).toContain(firm.id);
  });
});

describe("the repair of listings imported before the mapping", () => {
  it("turns their list values into services or words in the description", () => {
    const t = tag();
    const insert = sql.prepare(
      `INSERT INTO companies (directory, slug, name, location, state, description, services)
       VALUES ('striping', ?, ?, 'Toledo', 'OH', ?, ?) RETURNING id`,
    );
    const old = (name: string, description: string | null, values: string[]) => {
      const { id } = insert.get(
        `${name}-${t}`.toLowerCase().replace(/ /g, "-"),
        `${name} ${t}`,
        description,
        JSON.stringify(values),
      ) as { id: number };
      for (const v of values) {
        sql.prepare("INSERT OR IGNORE INTO services (name) VALUES (?)").run(v);
        sql
          .prepare(
            "INSERT INTO company_services (company_id, service_id) SELECT ?, id FROM services WHERE name = ?",
          )
          .run(id, v);
      }
      sql
        .prepare(
          "INSERT INTO listing_field_sources (company_id, field, source_name, import_id, value) VALUES (?, 'services', 'Old list', 1, ?)",
        )
        .run(id, JSON.stringify(values));
      return id;
    };
    const a = old("Old Import A", null, [`Pavement Marking`, `Widget Work ${t}`]);
    const b = old("Old Import B", "Family firm.", ["Road Striping", "Sealcoating"]);
    const own = sql
      .prepare(
        "INSERT INTO companies (directory, slug, name, location, state, services) VALUES ('striping', ?, ?, 'Toledo', 'OH', '[\"Road Striping\"]') RETURNING id",
      )
      .get(`own-${t}`, `Own ${t}`) as { id: number };

    const migration = fs.readFileSync(
      path.resolve("db/migrations/0029_repair_imported_work_classes.sql"),
      "utf8",
    );
    sql.transaction(() => {
      for (const statement of migration.split("--> statement-breakpoint")) sql.exec(statement);
    })();

    const row = (id: number) =>
      sql.prepare("SELECT services, description FROM companies WHERE id = ?").get(id) as {
        services: string;
        description: string | null;
      };
    expect(JSON.parse(row(a).services)).toEqual(["Road Striping"]);
    expect(row(a).description).toBe(`Work classes: Widget Work ${t}.`);
    expect(servicesOf(a)).toEqual(["Road Striping"]);
    expect(JSON.parse(row(b).services)).toEqual(["Road Striping", "Sealcoating & Maintenance"]);
    expect(row(b).description).toBe("Family firm.");
    expect(servicesOf(b)).toEqual(["Road Striping", "Sealcoating & Maintenance"]);
    expect(
      sql.prepare("SELECT count(*) n FROM services WHERE name = ?").get(`Widget Work ${t}`),
    ).toEqual({ n: 0 });
    // What the import wrote is recorded as what it now holds, so the list's next import of the
    // same values changes nothing.
    expect(
      sql
        .prepare(
          "SELECT field, value FROM listing_field_sources WHERE company_id = ? ORDER BY field",
        )
        .all(a),
    ).toEqual([
      { field: "description", value: JSON.stringify(`Work classes: Widget Work ${t}.`) },
      { field: "services", value: JSON.stringify(["Road Striping"]) },
    ]);
    expect(row(own.id).services).toBe('["Road Striping"]');
    for (const id of [a, b]) {
      for (const s of servicesOf(id)) expect(KNOWN_SERVICE_NAMES).toContain(s);
    }
  });
});
