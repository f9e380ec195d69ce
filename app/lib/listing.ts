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

/** What every review holds as written, in the list, the API and the seed alike. */
export type ReviewBody = {
  customerName: string;
  rating: number;
  title: string;
  content: string;
  projectType: string | null;
  projectSize: string | null;
  isVerified: boolean;
};
