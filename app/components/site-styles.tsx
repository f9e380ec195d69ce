import css from "~/styles/tailwind.css?inline";

/**
 * The site's stylesheet, written into the page's head rather than linked: a linked one blocks
 * the first paint until it arrives, and on a slow connection it queued behind the scripts'
 * preloads (decision record: pending-h-lh). The server has the text; the browser's build leaves
 * it out (the branch is decided when building) and keeps what the server wrote, with the same
 * props object on every render so React never rewrites it.
 */
const styles = {
  __html: import.meta.env.SSR ? css : (document.getElementById("site-styles")?.textContent ?? ""),
};

export function SiteStyles() {
  return <style id="site-styles" dangerouslySetInnerHTML={styles} />;
}
