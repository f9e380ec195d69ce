import { data, redirect } from "react-router";
import {
  CREDENTIAL_KINDS,
  STATE_CREDENTIAL_KINDS,
  type CredentialKind,
} from "~/lib/credential-kinds";
import { guessMapping, IMPORT_FIELDS, type ImportMapping } from "~/lib/import-fields";
import { isDirectoryService, workClassKey, type WorkClassMap } from "~/lib/import-work-classes";
import { CONTROL_MESSAGE, isSingleLine } from "~/lib/plain-text";
import { isStateCode } from "~/lib/states";
import { isValidWebsite, normalizeWebsite } from "~/lib/website";
import { DomainError } from "~/models/errors.server";
import type { CommitInput, ImportCounts } from "~/models/imports/import-commit.server";
import { guessListState, workClassChoices } from "~/models/imports/import-guesses.server";
import type { ImportSettings } from "~/models/imports/import-plan.server";
import { previewImport, type ImportPreview } from "~/models/imports/import-preview.server";
import { readCsv } from "~/models/imports/import-rows.server";
import type { UndoCounts } from "~/models/imports/import-undo.server";
import { runImportTask } from "~/models/imports/import-worker.server";
import {
  dropUpload,
  readUpload,
  saveSourceSettings,
  saveUpload,
  sourceSettings,
} from "~/models/imports/import-uploads.server";
import { actorOf } from "./admin.server";
import { env } from "~/env.server";
import { readForm, uploadedFile } from "~/server/uploads/multipart.server";
import { redirectWithToast } from "~/server/toast.server";

const BACK = "/admin/import";
/** Up to this many rows, the preview is planned on the request's own thread (under 0.2 s). */
const PLAN_IN_PROCESS_ROWS = 2_000;
const refuse = (error: string, status = 400) => data({ error }, { status });
const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();
const stepUrl = (upload: string, source: string, step: "map" | "preview") =>
  `${BACK}?${new URLSearchParams({ upload, source, step })}`;

/** The file of an import in progress, read again at each step (it waits under the data dir). */
function loadFile(upload: string) {
  const stored = readUpload(upload);
  if (!stored) return undefined;
  const file = readCsv(stored.bytes);
  return "error" in file ? undefined : { ...stored, file };
}

const GONE = "The uploaded file is no longer here (files wait one day): upload it again.";

/** What /admin/import shows: the upload form, the mapping of a file, or its preview. */
export async function importPage(url: URL) {
  const upload = url.searchParams.get("upload") ?? "";
  const source = (url.searchParams.get("source") ?? "").trim();
  const step = url.searchParams.get("step");
  if (!upload) return { stage: "upload" as const };
  const loaded = loadFile(upload);
  if (!loaded || !source) return { stage: "upload" as const, error: GONE };
  const remembered = sourceSettings(source);
  const at = { upload, source, fileName: loaded.fileName, rows: loaded.file.records.length };
  // A source saved before a state's credential named its state is mapped again.
  const unfit = remembered && settingsProblem(remembered);
  if (step !== "preview" || !remembered || unfit) {
    const settings: ImportSettings = remembered ?? {
      sourceName: source,
      mapping: guessMapping(loaded.file.headers),
      workClasses: {},
      credentialKind: "",
      credentialState: "",
      sourceUrl: "",
    };
    const listState =
      settings.credentialState || guessListState(source, loaded.file, settings.mapping);
    return {
      stage: "map" as const,
      ...at,
      ...(unfit && step === "preview" ? { error: unfit } : {}),
      headers: loaded.file.headers,
      settings,
      listState,
      workClasses: workClassChoices(loaded.file, settings.mapping, settings.workClasses),
    };
  }
  // A large file's plan (a second or more) is made on the import's thread, like its commit.
  const preview =
    loaded.file.records.length > PLAN_IN_PROCESS_ROWS
      ? await runImportTask<ImportPreview>({
          kind: "preview",
          file: loaded.file,
          settings: remembered,
        })
      : previewImport(loaded.file, remembered);
  return { stage: "preview" as const, ...at, settings: remembered, ...preview };
}

async function uploadStep(form: FormData) {
  const source = text(form, "source");
  if (!source || source.length > 100) {
    return refuse(
      "Name the list you import (at most 100 characters), e.g. 'Ohio UCP DBE directory'.",
    );
  }
  if (!isSingleLine(source)) return refuse(CONTROL_MESSAGE);
  const file = await uploadedFile(form, "file");
  if (!file) return refuse("Choose a CSV file to upload.");
  if ("tooLarge" in file) return refuse("The file is larger than 5 MB.");
  const read = readCsv(file.bytes);
  if ("error" in read) return refuse(read.error);
  const value = form.get("file");
  const fileName = value && typeof value !== "string" ? value.name : "upload.csv";
  return redirect(stepUrl(saveUpload(file.bytes, fileName), source, "map"));
}

const STATE_NEEDED =
  "Choose the state the list's credential is for: a state's list certifies in that state only.";

/** Why saved settings cannot be previewed, or null. */
function settingsProblem(s: ImportSettings): string | null {
  const perState = STATE_CREDENTIAL_KINDS.includes(s.credentialKind as CredentialKind);
  return perState && !isStateCode(s.credentialState) ? STATE_NEEDED : null;
}

/** The operator's choice of a service for each listed work class, over the saved ones. */
function readWorkClasses(form: FormData, saved: WorkClassMap): WorkClassMap | undefined {
  const keys = form.getAll("workClass").map(String);
  const services = form.getAll("workClassService").map(String);
  if (keys.length !== services.length) return undefined;
  const map: WorkClassMap = { ...saved };
  for (const [i, key] of keys.entries()) {
    const service = services[i]!;
    if (service && !isDirectoryService(service)) return undefined;
    map[workClassKey(key)] = service;
  }
  return map;
}

function readSettings(form: FormData, source: string, headers: string[]) {
  const mapping: ImportMapping = {};
  for (const field of IMPORT_FIELDS) {
    const header = text(form, `map.${field}`);
    if (header && headers.includes(header)) mapping[field] = header;
  }
  if (!mapping.name) return { error: "Choose the column that holds the company name." };
  if (!mapping.location && !mapping.zip) {
    return { error: "Choose the column of the city or of the ZIP code." };
  }
  const kind = text(form, "credentialKind");
  if (kind && !(CREDENTIAL_KINDS as readonly string[]).includes(kind)) {
    return { error: "Choose a credential the list grants, or none." };
  }
  const state = text(form, "credentialState").toUpperCase();
  const perState = STATE_CREDENTIAL_KINDS.includes(kind as CredentialKind);
  if (perState && !isStateCode(state)) return { error: STATE_NEEDED };
  const link = text(form, "sourceUrl");
  if (link.length > 500 || !isSingleLine(link) || !isValidWebsite(link)) {
    return { error: "Enter the list's web address (https://…), or leave it empty." };
  }
  const workClasses = readWorkClasses(form, sourceSettings(source)?.workClasses ?? {});
  if (!workClasses) return { error: "Choose one of the listed services for each work class." };
  const settings: ImportSettings = {
    sourceName: source,
    mapping,
    workClasses,
    credentialKind: kind as CredentialKind | "",
    credentialState: perState ? state : "",
    sourceUrl: link ? normalizeWebsite(link) : "",
  };
  return { settings };
}

async function mapStep(form: FormData, upload: string, source: string) {
  const loaded = loadFile(upload);
  if (!loaded) return refuse(GONE, 410);
  const read = readSettings(form, source, loaded.file.headers);
  if (!read.settings) return refuse(read.error);
  saveSourceSettings(read.settings);
  // The values listed were those of another column: the operator maps the new column's first.
  const column = read.settings.mapping.services;
  if (column && column !== text(form, "workClassColumn")) {
    return redirectWithToast(stepUrl(upload, source, "map"), {
      title: "Map the work classes",
      description: `Choose the directory's service for each value of “${column}”, then preview.`,
    });
  }
  return redirect(stepUrl(upload, source, "preview"));
}

async function commitStep(
  form: FormData,
  upload: string,
  source: string,
  admin: { id: number; email: string },
) {
  const loaded = loadFile(upload);
  const settings = sourceSettings(source);
  if (!loaded || !settings) return refuse(GONE, 410);
  const { SITE_URL, SESSION_SECRET } = env();
  const input: CommitInput = {
    ...settings,
    file: loaded.file,
    fileName: loaded.fileName,
    bytes: loaded.bytes,
    invite: form.get("invite") === "on",
    keepOut: form.getAll("keepOut").map(Number).filter(Number.isInteger),
    actor: actorOf(admin),
    mail: { siteUrl: SITE_URL, secret: SESSION_SECRET },
  };
  // On its own thread: the server keeps answering while 20,000 rows are written (decision 050).
  const done = await runImportTask<{ counts: ImportCounts }>({
    kind: "commit",
    input,
    now: Date.now(),
  });
  dropUpload(upload);
  const c = done.counts;
  const keptOut = c.keptOut ? ` ${c.keptOut} kept out as the same firm.` : "";
  return redirectWithToast(BACK, {
    title: "Import done",
    description: `${c.created} new, ${c.updated} updated, ${c.unchanged} unchanged, ${c.duplicates} duplicates, ${c.refused} refused, ${c.invited} invited.${keptOut}`,
  });
}

/** The steps of /admin/import, each a plain POST form (works without JavaScript). */
export async function importAction(request: Request, admin: { id: number; email: string }) {
  const form = await readForm(request);
  const intent = text(form, "intent");
  const upload = text(form, "upload");
  const source = text(form, "source");
  try {
    if (intent === "upload") return await uploadStep(form);
    if (intent === "map") return await mapStep(form, upload, source);
    if (intent === "commit") return await commitStep(form, upload, source, admin);
    if (intent === "undo") {
      const undone = await runImportTask<UndoCounts>({
        kind: "undo",
        importId: Number(text(form, "importId")),
        actor: actorOf(admin),
        now: Date.now(),
      });
      return redirectWithToast(BACK, {
        title: "Import undone",
        description: `${undone.fileName}: ${undone.removed} removed, ${undone.hidden} unlisted, ${undone.restored} restored, ${undone.keptClaimed} kept (claimed since).`,
      });
    }
    return refuse("Choose a step of the import.");
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return refuse(error.message, error.status);
  }
}
