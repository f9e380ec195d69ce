/**
 * The federal Manual on Uniform Traffic Control Devices (MUTCD), as linked from /resources and
 * answered by GET /api/resources/mutcd. Every address is on FHWA's own MUTCD site.
 */
export type ManualLink = { label: string; url: string; format: "html" | "pdf" };

export type ManualEdition = {
  id: string;
  title: string;
  note: string;
  current: boolean;
  links: ManualLink[];
};

const BASE = "https://mutcd.fhwa.dot.gov";

/** A manual's links as `[label, path on FHWA's site]`; a PDF is known by its file's ending. */
function manualLinks(rows: readonly (readonly [string, string])[]): ManualLink[] {
  return rows.map(([label, path]) => ({
    label,
    url: `${BASE}${path}`,
    format: path.endsWith(".pdf") ? "pdf" : "html",
  }));
}

export const MUTCD_EDITIONS: readonly ManualEdition[] = [
  {
    id: "11th-edition-r1",
    title: "MUTCD 11th Edition, Revision 1 (December 2025)",
    note: "The current national standard. States had to adopt the 11th Edition by January 18, 2026; Revision 1 took effect on March 5, 2026.",
    current: true,
    links: manualLinks([
      ["11th Edition with Revision 1 (FHWA page)", "/kno_11th_Editionr1.htm"],
      ["Complete manual with Revision 1 (PDF)", "/pdfs/11th_Editionr1/mutcd11theditionr1hl.pdf"],
      ["Part 3 - Markings (PDF)", "/pdfs/11th_Edition/part3.pdf"],
      ["Part 6 - Temporary Traffic Control (PDF)", "/pdfs/11th_Edition/part6.pdf"],
    ]),
  },
  {
    id: "2009-r1r2",
    title: "MUTCD 2009 Edition with Revisions 1 and 2 (May 2012)",
    note: "The previous edition. Projects let before a state adopted the 11th Edition may still reference it.",
    current: false,
    links: manualLinks([
      ["2009 Edition, Revisions 1 and 2 (HTML)", "/htm/2009r1r2/html_index.htm"],
      ["2009 Edition, Revisions 1 and 2 (PDF)", "/pdfs/2009r1r2/mutcd2009r1r2edition.pdf"],
      ["Part 3 - Markings (HTML)", "/htm/2009r1r2/part3/part3a.htm"],
      ["Part 3 - Markings (PDF)", "/pdfs/2009r1r2/part3.pdf"],
      ["Part 6 - Temporary Traffic Control (HTML)", "/htm/2009r1r2/part6/part6a.htm"],
      ["Part 6 - Temporary Traffic Control (PDF)", "/pdfs/2009r1r2/part6.pdf"],
    ]),
  },
];

export const MUTCD_HOME = `${BASE}/`;
