import { useNavigate } from "react-router";
import { useEffect } from "react";

/** The anchor a click should turn into a client-side navigation, if any. */
export function navigableAnchor(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const target = event.target;
  if (!(target instanceof Element)) return null;
  // Remix's own links mark themselves the same way; they handle their click and prevent the
  // default, so they stop at the first test above.
  const anchor = target.closest("a[data-discover]");
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download")) return null;
  const opensIn = anchor.getAttribute("target");
  if (opensIn && opensIn !== "_self") return null;
  return anchor.origin === window.location.origin ? anchor : null;
}

/**
 * Client-side navigation for the site's plain links (`~/components/ui/link`): one listener for
 * the whole page instead of a router link per anchor. It listens on `window`, so every handler
 * on the way (a card's toggle, a menu's close) has run and may have prevented the navigation.
 */
export function useLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = navigableAnchor(event);
      if (!anchor) return;
      event.preventDefault();
      const to = anchor.pathname + anchor.search + anchor.hash;
      const here = window.location.pathname + window.location.search + window.location.hash;
      void navigate(to, {
        // As Remix's Link: a click on a link to the page already shown replaces it in history.
        replace: anchor.dataset.replace === "true" || to === here,
        preventScrollReset: anchor.dataset.keepScroll === "true",
      });
    };
    window.addEventListener("click", onClick);
    return () => window.removeEventListener("click", onClick);
  }, [navigate]);
}
