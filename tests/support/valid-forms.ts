/** A listing's details as the add-company form sends them: every field filled, all valid. */
export const validCompanyDetails = {
  companyType: "striping",
  name: "Acme Lines",
  location: "Austin",
  state: "TX",
  phone: "(512) 555-0100",
  email: "info@acme.example.com",
  website: "https://acme.example.com",
  description: "We stripe roads.",
  services: ["Road Striping"],
};
