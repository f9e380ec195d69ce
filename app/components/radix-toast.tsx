import * as ToastPrimitive from "@radix-ui/react-toast";
import type { Toast } from "~/lib/toast";
import { tone } from "./toast-parts";
import { CloseIcon } from "./ui/icons";

/** The Radix toast (5 s, swipe 50 px, F8), loaded on demand by `Toaster`. */
export default function RadixToast({
  current,
  open,
  onOpenChange,
}: {
  current: Toast;
  open: boolean;
  /** With the id of the toast it comes from: a replaced toast's timer still runs out. */
  onOpenChange: (open: boolean, id: string) => void;
}) {
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      <ToastPrimitive.Root
        key={current.id}
        open={open}
        onOpenChange={(next) => onOpenChange(next, current.id)}
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
      <ToastPrimitive.Viewport className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:top-auto sm:bottom-0 md:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
