import type { ListingEvent } from "./lib/listing-events";

declare module "react-router" {
  interface AppLoadContext {
    /** The client's address, resolved by `clientIpOf` (decision 017). */
    clientIp: string;
    /** This response's Content-Security-Policy nonce. */
    cspNonce?: string;
    /**
     * Says what this response does for listings (a view, results shown, a click), counted once
     * it is sent, also when the page cache serves it again (decision 021). Absent in unit tests.
     */
    markListings?: (event: ListingEvent) => void;
    /** Says which blog post this response shows, counted as a view once sent. */
    markPostView?: (postId: number) => void;
    /** The request met a busy database: its error answer becomes a 503 with Retry-After. */
    databaseBusy?: () => void;
  }
}

export {};
