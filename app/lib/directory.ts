/** The two directories that share the companies table: striping contractors, materials suppliers. */
export const DIRECTORIES = ["striping", "materials"] as const;
export type Directory = (typeof DIRECTORIES)[number];
