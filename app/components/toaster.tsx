import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { CLIENT_TOAST_EVENT } from "~/lib/client-toast";
import type { Toast, ToastInput } from "~/lib/toast";
import { tone } from "./toast-parts";
import { CloseIcon } from "./ui/icons";

const RadixToast = lazy(() => import("./radix-toast"));

/**
 * One toast at a time (decision 003). With JavaScript it is a Radix toast (5 s, swipe 50 px, F8);
 * without, the same toast is a server-rendered status region closed by a CSS-only checkbox.
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  const hydrated = useHydrated();
  const [current, setCurrent] = useState<Toast | null>(toast);
  // Which toast is open, by id, not a flag shared by every toast: Radix does not stop a toast's
  // 5 s timer when a newer toast replaces it, and the replaced toast's close then closed the
  // newer one (a toast shown within 5 s of another vanished at once).
  const [openId, setOpenId] = useState(toast?.id ?? null);
  const open = current !== null && openId === current.id;
  const onOpenChange = useCallback((next: boolean, id: string) => {
    setOpenId((shown) => (next ? id : shown === id ? null : shown));
  }, []);

  useEffect(() => {
    if (toast) {
      setCurrent(toast);
      setOpenId(toast.id);
    }
  }, [toast]);

  useEffect(() => {
    const onToast = (e: Event) => {
      const input = (e as CustomEvent<ToastInput>).detail;
      const next = { id: crypto.randomUUID(), type: "default", ...input } as Toast;
      setCurrent(next);
      setOpenId(next.id);
    };
    window.addEventListener(CLIENT_TOAST_EVENT, onToast);
    return () => window.removeEventListener(CLIENT_TOAST_EVENT, onToast);
  }, []);

  // Radix is fetched when the first toast shows (most pages never show one): the root bundle,
  // which every page loads, stays small (docs/decisions/010). Until then the static region
  // stands in, exactly as the server rendered it.
  if (!hydrated || !current) return <StaticToast toast={hydrated ? null : toast} />;
  return (
    <Suspense fallback={<StaticToast toast={open ? current : null} />}>
      <RadixToast current={current} open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}

function StaticToast({ toast }: { toast: Toast | null }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed right-0 bottom-0 z-[100] w-full p-4 md:max-w-[420px]"
    >
      {toast ? (
        <div>
          <input type="checkbox" id="toast-dismiss" className="peer sr-only" />
          <div
            className={`relative flex items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg peer-checked:hidden ${tone[toast.type]}`}
            data-toast-type={toast.type}
          >
            <div className="grid gap-1">
              <p className="text-sm font-semibold">{toast.title}</p>
              {toast.description ? <p className="text-sm opacity-90">{toast.description}</p> : null}
            </div>
            <label
              htmlFor="toast-dismiss"
              className="absolute top-2 right-2 cursor-pointer rounded-md p-1 opacity-70 hover:opacity-100"
            >
              <span className="sr-only">Close</span>
              <CloseIcon />
            </label>
          </div>
        </div>
      ) : null}
    </div>
  );
}
