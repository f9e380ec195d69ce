import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode, Suspense } from "react";
import { hydrateRoot } from "react-dom/client";

/**
 * The browser runs Preact's compat layer (decision 027), which hydrates the children of the
 * node it is given and, given `document`, starts from <html>'s: it would render a second <html>
 * inside the first. It is given this stand-in for the document instead: a parent whose one
 * child is the page's <html>, so the root's <html> element hydrates the real one.
 */
function documentAsParent(): Document {
  const html = document.documentElement;
  const parent = {
    nodeType: Node.ELEMENT_NODE,
    namespaceURI: html.namespaceURI,
    ownerDocument: document,
    firstChild: html,
    childNodes: [html],
    // Preact places a node with this; <html> is already the document's, so it stays as it is.
    insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
  };
  return parent as unknown as Document;
}

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      documentAsParent(),
      <StrictMode>
        {/* RemixBrowser suspends until the page's inline loader data is decoded. React waits at
            its root; Preact waits only under a Suspense boundary, and without one throws the
            promise as an error. While hydration waits, the server's DOM stays as it is. */}
        <Suspense>
          <RemixBrowser />
        </Suspense>
      </StrictMode>,
    );
  });
}

// React hydrates a page while the rest of it is still arriving; Preact hydrates the document
// as it stands and removes what it did not render. On a streamed page (before decision 028) it
// removed the placeholder of a Suspense boundary still to come, and React's inline script that
// later fills it threw. So Preact starts once the document is complete, which costs nothing now
// that a page is one piece with its loader data, which hydration waits for, at its end.
if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", hydrate, { once: true });
} else {
  hydrate();
}
