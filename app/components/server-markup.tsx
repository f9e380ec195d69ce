import { createContext, useContext, type ReactElement } from "react";

/**
 * The markup of a piece of a page, rendered once for the props it depends on and kept (decision
 * 030): `key` must name everything `render` reads. Provided by the server's entry only; in the
 * browser there is no provider and components render as usual.
 */
export type KeepMarkup = (key: string, render: () => ReactElement) => string;

export const ServerMarkup = createContext<KeepMarkup | null>(null);

/** The server's markup keeper, or null in the browser. */
export function useServerMarkup(): KeepMarkup | null {
  return useContext(ServerMarkup);
}
