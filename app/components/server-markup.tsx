import {
  createContext,
  createElement,
  useContext,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
} from "react";

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

type KeptProps = HTMLAttributes<HTMLElement> & {
  /** The element around the kept markup: written on every render, with the other props. */
  as: "section" | "footer" | "div";
  /** Names everything `children` show: the markup is kept per key. */
  markupKey: string;
  children: ReactNode;
};

/**
 * An element whose contents are the same on every page that shows them (the footer, a list of
 * links): on the server they are rendered once per `markupKey` and kept (decision 034); in the
 * browser they are rendered live over that markup. The children are rendered outside the
 * router, so they must read no router state and no context.
 */
export function Kept({ as, markupKey, children, ...props }: KeptProps) {
  const keep = useServerMarkup();
  if (!keep) return createElement(as, props, children);
  const html = keep(markupKey, () => <>{children}</>);
  return createElement(as, { ...props, dangerouslySetInnerHTML: { __html: html } });
}
