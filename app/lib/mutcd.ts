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

export const MUTCD_EDITIONS: readonly ManualEdition[] = [
  {
    id: "11th-edition-r1",
    title: "MUTCD 11th Edition, Revision 1 (December 2025)",
    note: "The current national standard. States had to adopt the 11th Edition by January 18, 2026; Revision 1 took effect on March 5, 2026.",
    current: true,
    links: [
      {
        label: "11th Edition with Revision 1 (FHWA page)",
        url: `${BASE}/kno_11th_Editionr1.htm`,
        format: "html",
      },
      {
        label: "Complete manual with Revision 1 (PDF)",
        url: `${BASE}/pdfs/11th_Editionr1/mutcd11theditionr1hl.pdf`,
        format: "pdf",
      },
      {
        label: "Part 3 - Markings (PDF)",
        url: `${BASE}/pdfs/11th_Edition/part3.pdf`,
        format: "pdf",
      },
      {
        label: "Part 6 - Temporary Traffic Control (PDF)",
        url: `${BASE}/pdfs/11th_Edition/part6.pdf`,
        format: "pdf",
      },
    ],
  },
  {
    id: "2009-r1r2",
    title: "MUTCD 2009 Edition with Revisions 1 and 2 (May 2012)",
    note: "The previous edition. Projects let before a state adopted the 11th Edition may still reference it.",
    current: false,
    links: [
      {
        label: "2009 Edition, Revisions 1 and 2 (HTML)",
        url: `${BASE}/htm/2009r1r2/html_index.htm`,
        format: "html",
      },
      {
        label: "2009 Edition, Revisions 1 and 2 (PDF)",
        url: `${BASE}/pdfs/2009r1r2/mutcd2009r1r2edition.pdf`,
        format: "pdf",
      },
      {
        label: "Part 3 - Markings (HTML)",
        url: `${BASE}/htm/2009r1r2/part3/part3a.htm`,
        format: "html",
      },
      { label: "Part 3 - Markings (PDF)", url: `${BASE}/pdfs/2009r1r2/part3.pdf`, format: "pdf" },
      {
        label: "Part 6 - Temporary Traffic Control (HTML)",
        url: `${BASE}/htm/2009r1r2/part6/part6a.htm`,
        format: "html",
      },
      {
        label: "Part 6 - Temporary Traffic Control (PDF)",
        url: `${BASE}/pdfs/2009r1r2/part6.pdf`,
        format: "pdf",
      },
    ],
  },
];

export const MUTCD_HOME = `${BASE}/`;
