import { useState, type InputHTMLAttributes } from "react";
import { useHydrated } from "~/hooks/use-hydrated";

/**
 * A password input with a show/hide toggle. The toggle is a real button and exists only after
 * hydration: without JavaScript the field is a plain password input.
 */
export function PasswordInput({
  label,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string }) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative mt-1">
      <input
        {...props}
        type={hydrated && visible ? "text" : "password"}
        className={`${props.className ?? ""} pr-20`}
      />
      {hydrated ? (
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-controls={props.id}
          aria-pressed={visible}
          aria-label={`${visible ? "Hide" : "Show"} ${label.toLowerCase()}`}
          className="absolute inset-y-0 right-0 flex items-center px-3 text-sm font-medium text-brand-700 hover:text-brand-800"
        >
          {visible ? "Hide" : "Show"}
        </button>
      ) : null}
    </div>
  );
}
