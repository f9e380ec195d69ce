import type { ImportMapping } from "~/lib/import-fields";

/**
 * The columns of tests/fixtures/import-sample.csv (and of the speed test's generated file, made
 * in its shape) mapped to listing fields, as the operator maps them once per source.
 */
export const SAMPLE_MAPPING: ImportMapping = {
  name: "Firm Name",
  location: "City",
  state: "State",
  zip: "Zip",
  phone: "Phone",
  email: "Email",
  website: "Website",
  services: "Work Classes",
  credentialNumber: "Certificate Number",
};
