/** What every listing shows of itself, in both directories: its name, place and contacts. */
export type ListingContact = {
  name: string;
  location: string;
  state: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  description: string | null;
};
