import { useFetcher } from "react-router";
import { useEffect, useRef, useState } from "react";
import { BULK_EMAIL_MESSAGES, bulkEmailSuccess } from "~/lib/bulk-email-schema";
import { showToast } from "~/lib/client-toast";
import type { BulkEmailDraft } from "~/models/mail/bulk-email-drafts.server";
import { bulkEmailProblem, type BulkEmailActionData } from "./bulk-email";

type Problem = { title: string; description: string };

/**
 * The JavaScript side of bulk e-mail (decision 008): the selection is a set of company ids that
 * survives filtering and paging; after success the selection, subject, message and dialog are
 * all reset.
 */
export function useBulkEmail(
  pageIds: number[],
  selectAllOnLoad: boolean,
  draft: (BulkEmailDraft & { token: string }) | null,
) {
  const fetcher = useFetcher<BulkEmailActionData>();
  // A draft kept through sign-in opens again as it was left: selection, subject, message.
  const [selected, setSelected] = useState<Set<number>>(
    () => new Set(draft ? draft.companyIds : selectAllOnLoad ? pageIds : []),
  );
  const [dialogOpen, setDialogOpen] = useState(Boolean(draft));
  const [subject, setSubject] = useState(draft?.subject ?? "");
  const [message, setMessage] = useState(draft?.message ?? "");
  const [barProblem, setBarProblem] = useState<Problem>();
  const [dialogProblem, setDialogProblem] = useState<Problem>();
  const handled = useRef<BulkEmailActionData | undefined>(undefined);

  const allOnPageSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  const fail = (problem: Problem, where: "bar" | "dialog") => {
    showToast({ ...problem, type: "destructive" });
    if (where === "bar") setBarProblem(problem);
    else setDialogProblem(problem);
  };

  useEffect(() => {
    const d = fetcher.data;
    if (fetcher.state !== "idle" || !d || handled.current === d) return;
    handled.current = d;
    if (d.ok) {
      showToast(d.toast ?? bulkEmailSuccess(0));
      setSelected(new Set());
      setSubject("");
      setMessage("");
      setDialogProblem(undefined);
      setBarProblem(undefined);
      setDialogOpen(false);
      return;
    }
    const problem = bulkEmailProblem(d);
    showToast({ ...problem, type: "destructive" });
    setDialogProblem(problem);
  }, [fetcher.state, fetcher.data]);

  return {
    selected,
    allOnPageSelected,
    dialogOpen,
    subject,
    message,
    setSubject,
    setMessage,
    barProblem,
    dialogProblem,
    pending: fetcher.state !== "idle",
    toggle(id: number, on: boolean) {
      setBarProblem(undefined);
      setSelected((prev) => {
        const next = new Set(prev);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      });
    },
    toggleAll() {
      setBarProblem(undefined);
      setSelected((prev) => {
        const next = new Set(prev);
        for (const id of pageIds) {
          if (allOnPageSelected) next.delete(id);
          else next.add(id);
        }
        return next;
      });
    },
    clear() {
      setSelected(new Set());
    },
    openDialog() {
      if (!selected.size) return fail(BULK_EMAIL_MESSAGES.noneSelected, "bar");
      setBarProblem(undefined);
      setDialogProblem(undefined);
      setDialogOpen(true);
    },
    closeDialog() {
      setDialogOpen(false);
    },
    send() {
      if (!selected.size) return fail(BULK_EMAIL_MESSAGES.noneSelected, "dialog");
      if (!subject.trim() || !message.trim()) return fail(BULK_EMAIL_MESSAGES.missing, "dialog");
      const body = new FormData();
      body.set("_inline", "1");
      for (const id of selected) body.append("companyIds", String(id));
      body.set("subject", subject);
      body.set("message", message);
      body.set("returnTo", window.location.search);
      if (draft) body.set("draft", draft.token);
      fetcher.submit(body, { method: "post", action: "/materials" });
    },
  };
}
