import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The client's address as Express determined it (trust proxy is on). */
    clientIp: string;
    /** This response's Content-Security-Policy nonce. */
    cspNonce?: string;
  }
}

export {};
