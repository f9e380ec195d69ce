import { Form } from "react-router";
import type { ComponentProps } from "react";
import type { useLiveSearch } from "~/hooks/use-live-search";

/**
 * The GET form of a live search (`useLiveSearch`): it submits to its page as the visitor types
 * when JavaScript runs, and with its submit button when it does not.
 */
export function LiveForm({
  live,
  ...props
}: { live: ReturnType<typeof useLiveSearch> } & Omit<
  ComponentProps<typeof Form>,
  "method" | "action" | "onChange" | "onSubmit"
>) {
  return (
    <Form
      key={live.key}
      method="get"
      action={live.action}
      onChange={live.onChange}
      onSubmit={live.onSubmit}
      preventScrollReset
      {...props}
    />
  );
}
