import { useNavigation, useSubmit } from "react-router";
import type { FormEvent } from "react";
import { useDebouncedCallback } from "./use-debounced";
import { useFormKey } from "./use-form-key";

/**
 * A GET filter form that, with JavaScript, submits itself as the visitor types (debounced,
 * replacing the history entry). Without JavaScript its submit button does the same.
 * `onLive` sees the form just before each live submit (browse logs the search there).
 */
export function useLiveSearch(pathname: string, onLive?: (form: HTMLFormElement) => void) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const formKey = useFormKey();
  const live = useDebouncedCallback((form: HTMLFormElement) => {
    onLive?.(form);
    formKey.markSubmitted();
    submit(form, { replace: true, preventScrollReset: true });
  }, 300);
  return {
    key: formKey.key,
    action: pathname,
    // React's onChange bubbles from every field as it is typed in or picked.
    onChange: (e: FormEvent<HTMLFormElement>) => live(e.currentTarget),
    onSubmit: formKey.markSubmitted,
    loading: navigation.state === "loading" && navigation.location.pathname === pathname,
  };
}
