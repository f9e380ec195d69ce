import { useNavigation, useSubmit } from "@remix-run/react";
import type { FormEvent } from "react";
import { useDebouncedCallback } from "./use-debounced";
import { useFormKey } from "./use-form-key";

/**
 * A GET filter form that, with JavaScript, submits itself as the visitor types (debounced,
 * replacing the history entry). Without JavaScript its submit button does the same.
 */
export function useLiveSearch(pathname: string, ms = 300) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const formKey = useFormKey();
  const live = useDebouncedCallback((form: HTMLFormElement) => {
    formKey.markSubmitted();
    submit(form, { replace: true, preventScrollReset: true });
  }, ms);
  return {
    key: formKey.key,
    onChange: (e: FormEvent<HTMLFormElement>) => live(e.currentTarget),
    onSubmit: formKey.markSubmitted,
    loading: navigation.state === "loading" && navigation.location.pathname === pathname,
  };
}
