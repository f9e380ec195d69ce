import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The client's address, resolved by `clientIpOf` (decision 017). */
    clientIp: string;
    /** This response's Content-Security-Policy nonce. */
    cspNonce?: string;
  }
}

export {};
