import { getInputProps } from "@conform-to/react";
import { Link } from "~/components/ui/link";
import { useEffect, useRef, type ReactNode } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { showToast } from "~/lib/client-toast";
import type { Toast } from "~/lib/toast";
import { controlClass, FieldFrame, FormError, inputClass } from "~/components/ui/forms";
import { PasswordInput } from "./password-input";

export const linkClass = "font-medium text-brand-700 underline hover:no-underline";

/** The card every account page sits in: a heading, an optional lead, then the form. */
export function AuthCard({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="container-page flex justify-center py-12">
      <div className="w-full max-w-md rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        {lead ? <p className="mt-2 text-sm text-gray-600">{lead}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

export { FormError };

/** A success or information message shown in place of a form. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="rounded-md border border-green-300 bg-green-50 p-4 text-sm text-green-900"
    >
      {children}
    </div>
  );
}

/**
 * The toast of a failed submission (tests/e2e/auth.spec.ts: 'Login failed', 'Registration failed').
 * With JavaScript the answer's toast goes to the root's Radix toaster; without, the answer is
 * this very page, so the page shows the same toast itself.
 */
export function ActionToast({ toast }: { toast?: Toast | Omit<Toast, "id"> | null }) {
  const hydrated = useHydrated();
  const shown = useRef<typeof toast>(null);
  useEffect(() => {
    // Once per answer: `toast` is a new object for every submission. Straight to the toaster,
    // not through the flash cookie and a revalidation to read it back (one round trip fewer;
    // decision 007).
    if (!toast || shown.current === toast) return;
    shown.current = toast;
    showToast(toast);
  }, [toast]);
  if (hydrated || !toast) return null;
  const tone =
    toast.type === "destructive"
      ? "border-red-600 bg-red-600 text-white"
      : "border-gray-200 bg-white text-gray-900";
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed right-0 bottom-0 z-[100] w-full p-4 md:max-w-[420px]"
    >
      <div className={`grid gap-1 rounded-lg border p-4 shadow-lg ${tone}`}>
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description ? <p className="text-sm opacity-90">{toast.description}</p> : null}
      </div>
    </div>
  );
}

/** A text field of the account forms: conform's props, the browser's autofill hint, a limit. */
export function AccountField({
  field,
  label,
  type = "text",
  autoComplete,
  maxLength,
  placeholder,
}: {
  field: Parameters<typeof getInputProps>[0];
  label: string;
  type?: "text" | "email" | "tel";
  autoComplete: string;
  maxLength?: number;
  placeholder?: string;
}) {
  return (
    <FieldFrame id={field.id} label={label} errors={field.errors}>
      <input
        {...getInputProps(field, { type })}
        autoComplete={autoComplete}
        maxLength={maxLength}
        placeholder={placeholder}
        className={inputClass}
      />
    </FieldFrame>
  );
}

/** The e-mail field of the sign-in and password forms. */
export function EmailField(
  props: Pick<Parameters<typeof AccountField>[0], "field" | "placeholder">,
) {
  return <AccountField {...props} label="Email" type="email" autoComplete="email" />;
}

/** A password field of the account forms, with its show/hide toggle. */
export function PasswordField({
  field,
  label,
  autoComplete,
}: {
  field: Parameters<typeof getInputProps>[0];
  label: string;
  autoComplete: "current-password" | "new-password";
}) {
  return (
    <FieldFrame id={field.id} label={label} errors={field.errors}>
      <PasswordInput
        {...getInputProps(field, { type: "password" })}
        id={field.id}
        label={label}
        autoComplete={autoComplete}
        className={controlClass}
      />
    </FieldFrame>
  );
}

/** `/login` or `/register`, carrying the page the visitor is to return to. */
export const authHref = (path: "/login" | "/register", redirectTo?: string) =>
  redirectTo ? `${path}?${new URLSearchParams({ redirectTo })}` : path;

/**
 * The foot of the sign-in and registration cards: the way to the other one, home and browse,
 * and the failure toast of a page answered without JavaScript.
 */
export function AuthCardFoot({
  prompt,
  to,
  linkText,
  toast,
}: {
  prompt: string;
  to: string;
  linkText: string;
  toast?: Toast | Omit<Toast, "id"> | null;
}) {
  return (
    <>
      <p className="mt-6 text-center text-sm text-gray-600">
        {prompt}{" "}
        <Link to={to} className={linkClass}>
          {linkText}
        </Link>
      </p>
      <AuthLinks
        className="mt-3"
        links={[
          ["/", "Back to Home"],
          ["/browse", "Browse Companies"],
        ]}
      />
      <ActionToast toast={toast} />
    </>
  );
}

/** The ways on from an account page ('Back to Sign In', 'Go to My Account', home). */
export function AuthLinks({
  links,
  className = "mt-6",
}: {
  links: readonly (readonly [to: string, label: string])[];
  className?: string;
}) {
  return (
    <p className={`${className} flex justify-center gap-4 text-sm`}>
      {links.map(([to, label]) => (
        <Link key={to} to={to} className={linkClass}>
          {label}
        </Link>
      ))}
    </p>
  );
}
