import { exportStream } from "~/models/listings/listing-export.server";
import { requireAdmin } from "~/server/admin/admin.server";
import { env } from "~/env.server";
import type { Route } from "./+types/admin.export[.csv]";

/** Every striping listing as CSV, streamed page by page; operator only. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(exportStream(env().SITE_URL), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="listings-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
