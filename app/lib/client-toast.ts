import type { ToastInput } from "./toast";

export const CLIENT_TOAST_EVENT = "app:toast";

/** Shows a toast from browser code (the Toaster listens); server toasts use the flash cookie. */
export function showToast(toast: ToastInput) {
  window.dispatchEvent(new CustomEvent(CLIENT_TOAST_EVENT, { detail: toast }));
}
