import { Link } from "@remix-run/react";
import { useCallback, useState, type ReactNode } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { Dialog } from "../ui/dialog";
import { QuoteForm } from "./quote-form";

/**
 * 'Request Free Quotes Now': a link to /get-quote that, once JavaScript runs, opens the same
 * form in a modal dialog instead. The form stays mounted while closed, so Cancel keeps what was
 * typed; a successful request closes the dialog and resets the form.
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
        <Dialog
          open={open}
          onClose={close}
          title="Request Free Quotes"
          description="Tell us about your project and we'll send it to up to 5 qualified contractors near you. No commitment required."
        >
          <QuoteForm idPrefix="quote-modal" onSuccess={close} onCancel={close} />
        </Dialog>
      ) : null}
    </>
  );
}
