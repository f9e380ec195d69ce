import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

/**
 * The site's own address, from the root's data: structured data built in a page's component from
 * what it shows already, instead of a second copy of it in the page's loader data.
 */
export function useSiteUrl(): string {
  return useRouteLoaderData<typeof rootLoader>("root")?.siteUrl ?? "";
}
