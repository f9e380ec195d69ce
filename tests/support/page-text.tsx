import { createRoutesStub } from "react-router";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { asResponse } from "./route-call";

/**
 * A route's page as a person reads it: its component rendered on the server with the data its
 * own loader answered, the tags dropped and the spaces folded. `html` keeps the markup for links.
 */
export async function pageText(
  Component: ComponentType,
  loaderResponse: unknown,
  path = "/",
): Promise<{ text: string; html: string }> {
  // As the browser gets it: through JSON, whether the loader returned data or a Response.
  const data = await asResponse(await loaderResponse).json();
  const route = { id: "page", path: path.split("?")[0], Component, loader: () => data };
  const Stub = createRoutesStub([route]);
  const html = renderToString(
    <Stub initialEntries={[path]} hydrationData={{ loaderData: { page: data } }} />,
  );
  const text = html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .replace(/ ([,.:;)])/g, "$1")
    .trim();
  return { text, html };
}
