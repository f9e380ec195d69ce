/** The two directories that share the companies table: striping contractors, materials suppliers. */
export const DIRECTORIES = ["striping", "materials"] as const;
export type Directory = (typeof DIRECTORIES)[number];

/**
 * A listing out of view keeps its row, reviews and slug, but its `directory` carries this prefix:
 * every public query (search, pages, tallies by trigger, sitemaps, quote matching) already
 * selects by directory, so none of them can show it and none needed a new condition
 * (decision 015). `listing_status` / `deleted_at` say why it is out of view.
 */
export const HIDDEN_PREFIX = "hidden-";

/** The directory a listing is shown in, or was until it went out of view. */
export function publicDirectory(directory: string): Directory {
  return (
    directory.startsWith(HIDDEN_PREFIX) ? directory.slice(HIDDEN_PREFIX.length) : directory
  ) as Directory;
}
