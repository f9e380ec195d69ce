import { createContext, useContext } from "react";

/** The request's CSP nonce; empty in the browser, where the attribute is no longer needed. */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
