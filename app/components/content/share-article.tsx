import { useState, type MouseEvent } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { ShareIcon } from "~/components/ui/icons";

/**
 * 'Share Article'. Without JavaScript it is a mailto: link with the title and the canonical
 * address. With JavaScript it opens the Web Share sheet where the browser has one, otherwise
 * copies the address to the clipboard (and shows it for copying by hand if that is refused).
 */
export function ShareArticle({ url, title }: { url: string; title: string }) {
  const hydrated = useHydrated();
  const [status, setStatus] = useState<"idle" | "copied" | "manual">("idle");
  const mailto = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n\n${url}`)}`;

  async function share(e: MouseEvent) {
    if (!hydrated) return;
    e.preventDefault();
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus("copied");
    } catch {
      setStatus("manual");
    }
  }

  return (
    <div>
      <a
        href={mailto}
        onClick={share}
        role={hydrated ? "button" : undefined}
        className="inline-flex items-center gap-2 rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50"
      >
        <ShareIcon />
        Share Article
      </a>
      <p role="status" className="mt-2 text-sm text-gray-700">
        {status === "copied" ? "Link copied to clipboard." : null}
        {status === "manual" ? (
          <>
            Copy this link: <span className="break-all font-mono">{url}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}
