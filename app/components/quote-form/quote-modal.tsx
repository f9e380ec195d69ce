import { Link } from "~/components/ui/link";
import { lazy, Suspense, useCallback, useState, type ReactNode } from "react";
import { useHydrated } from "~/hooks/use-hydrated";

// The form (and zod and conform with it) and the dialog around it are fetched on first open:
// the home page's JavaScript stays within its budget (docs/decisions/010 and 024). Hovering or
// focusing the button starts the fetch.
const loadQuoteForm = () => Promise.all([import("./quote-form"), import("~/components/ui/dialog")]);
const QuoteForm = lazy(() => loadQuoteForm().then(([m]) => ({ default: m.QuoteForm })));
const Dialog = lazy(() => loadQuoteForm().then(([, m]) => ({ default: m.Dialog })));

/**
 * 'Request Free Quotes Now': a link to /get-quote that, once JavaScript runs, opens the same
 * form in a modal dialog instead. The form stays mounted while closed, so Cancel keeps what was
 * typed; after a successful request the dialog shows who received it and why (decision 044).
 */
export function QuoteModalButton({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // Mounted on first open (the home page stays light), then kept so Cancel loses nothing.
  const [mounted, setMounted] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Link
        to="/get-quote"
        className={className}
        aria-haspopup={hydrated ? "dialog" : undefined}
        onPointerEnter={hydrated ? () => void loadQuoteForm() : undefined}
        onFocus={hydrated ? () => void loadQuoteForm() : undefined}
        onClick={(e) => {
          if (!hydrated || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          setMounted(true);
          setOpen(true);
        }}
      >
        {children}
      </Link>
      {hydrated && mounted ? (
        <Suspense fallback={null}>
          <Dialog
            open={open}
            onClose={close}
            title="Request Free Quotes"
            description="Tell us about your project and we'll send it to up to 5 qualified contractors near you. No commitment required."
          >
            <Suspense fallback={<p className="py-6 text-gray-600">Loading the form...</p>}>
              <QuoteForm idPrefix="quote-modal" onCancel={close} />
            </Suspense>
          </Dialog>
        </Suspense>
      ) : null}
    </>
  );
}
