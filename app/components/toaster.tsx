import * as ToastPrimitive from "@radix-ui/react-toast";
import { useEffect, useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { CLIENT_TOAST_EVENT } from "~/lib/client-toast";
import type { Toast, ToastInput } from "~/lib/toast";

const tone = {
  default: "border-gray-200 bg-white text-gray-900",
  destructive: "border-red-600 bg-red-600 text-white",
} as const;

/**
 * One toast at a time (SPEC §9). With JavaScript it is a Radix toast (5 s, swipe 50 px, F8);
 * without, the same toast is a server-rendered status region closed by a CSS-only checkbox.
 */
export function Toaster({ toast }: { toast: Toast | null }) {
  const hydrated = useHydrated();
  const [current, setCurrent] = useState<Toast | null>(toast);
  const [open, setOpen] = useState(Boolean(toast));

  useEffect(() => {
    if (toast) {
      setCurrent(toast);
      setOpen(true);
    }
  }, [toast]);

  useEffect(() => {
    const onToast = (e: Event) => {
      const input = (e as CustomEvent<ToastInput>).detail;
      setCurrent({ id: crypto.randomUUID(), type: "default", ...input } as Toast);
      setOpen(true);
    };
    window.addEventListener(CLIENT_TOAST_EVENT, onToast);
    return () => window.removeEventListener(CLIENT_TOAST_EVENT, onToast);
  }, []);

  if (!hydrated) return <StaticToast toast={toast} />;

  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {current ? (
        <ToastPrimitive.Root
          key={current.id}
          open={open}
          onOpenChange={setOpen}
          type={current.type === "destructive" ? "foreground" : "background"}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg ${tone[current.type]}`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">
              {current.title}
            </ToastPrimitive.Title>
            {current.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {current.description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <CloseIcon />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ) : null}
      <ToastPrimitive.Viewport className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:top-auto sm:bottom-0 md:max-w-[420px]" />
    </ToastPrimitive.Provider>
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

function CloseIcon() {
  return (
    <svg viewBox="0 0 16 16" className="h-4 w-4" aria-hidden="true">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
