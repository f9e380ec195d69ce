/** URL-safe lowercase slug: "Ace Striping & Co." -> "ace-striping-co". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}

/** Slug for a company page: name, city and state, so names shared across states stay apart. */
export function companySlug(name: string, location: string, state: string): string {
  return slugify(`${name} ${location} ${state}`);
}
