import { useActionData, useLoaderData } from "react-router";
import { AdminHeading, ErrorLine } from "~/components/admin/parts";
import { ImportMap, ImportPreview, ImportUpload } from "~/components/admin/import-steps";
import { recentImports } from "~/models/imports/import-undo.server";
import { sourceNames } from "~/models/imports/import-uploads.server";
import { requireAdmin } from "~/server/admin/admin.server";
import { importAction, importPage } from "~/server/admin/admin-import.server";
import { ensurePrimary } from "~/server/litefs.server";
import type { Route } from "./+types/admin.import";

/** Import listings from a public list (decision 050): upload, map, preview, commit. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  // An upload waits on the primary's volume, where its POST went (db/files-dir.ts).
  ensurePrimary();
  const page = await importPage(new URL(request.url));
  return { page, sources: sourceNames(), imports: recentImports() };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return importAction(request, admin);
}

export default function AdminImport() {
  const { page, sources, imports } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <>
      <AdminHeading
        title="Import listings"
        lead="Bring in a public list (a state's DBE directory, its DOT prequalified contractors) as a CSV file: map its columns once, check the preview, then commit."
      />
      <ErrorLine>{failed?.error ?? ("error" in page ? page.error : undefined)}</ErrorLine>
      {page.stage === "map" ? <ImportMap page={page} /> : null}
      {page.stage === "preview" ? <ImportPreview page={page} /> : null}
      {page.stage === "upload" ? <ImportUpload sources={sources} imports={imports} /> : null}
    </>
  );
}
