import { useNavigation, useSubmit } from "react-router";
import type { FormEvent } from "react";
import { useDebouncedCallback } from "./use-debounced";
import { useFormKey } from "./use-form-key";
import { useResultsInView } from "./use-results-in-view";

/**
 * A GET filter form that, with JavaScript, submits itself as the visitor types (debounced,
 * replacing the history entry). Without JavaScript its submit button does the same.
 * `onLive` sees the form just before each live submit (browse logs the search there).
 */
export function useLiveSearch(
  pathname: string,
  onLive?: (form: HTMLFormElement) => void,
  /** The id of the results' region: a sent search lands on it (decision 044). */
  anchor?: string,
) {
  const submit = useSubmit();
  const toResults = useResultsInView(anchor);
  const navigation = useNavigation();
  const formKey = useFormKey();
  const live = useDebouncedCallback((form: HTMLFormElement) => {
    onLive?.(form);
    formKey.markSubmitted();
    submit(form, { replace: true, preventScrollReset: true });
  }, 300);
  return {
    key: formKey.key,
    action: anchor ? `${pathname}#${anchor}` : pathname,
    // React's onChange bubbles from every field as it is typed in or picked.
    onChange: (e: FormEvent<HTMLFormElement>) => live(e.currentTarget),
    onSubmit: () => {
      formKey.markSubmitted();
      if (anchor) toResults();
    },
    loading: navigation.state === "loading" && navigation.location.pathname === pathname,
  };
}
