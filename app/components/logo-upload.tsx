import { useFetcher } from "@remix-run/react";
import { useRef, useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { CropDialog, setInputFile } from "./crop-dialog";

/**
 * A striping listing's logo upload. Without JavaScript it is a plain multipart form (the server
 * centre-crops); with it, picking an image opens the crop dialog and the cropped PNG is uploaded
 * and set at once. Files that are not images are silently ignored (decision 012).
 */
export function LogoUpload({ companyId, companyName }: { companyId: number; companyName: string }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher();
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<File | null>(null);
  const uploading = fetcher.state !== "idle";

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action="/dashboard/logo"
      encType="multipart/form-data"
      className="flex flex-wrap items-center gap-2"
    >
      <input type="hidden" name="intent" value="logo" />
      <input type="hidden" name="id" value={companyId} />
      <label className="text-sm font-medium text-brand-700">
        <span className={hydrated ? "cursor-pointer underline" : ""}>
          {uploading ? "Uploading..." : "Upload Logo"}
        </span>
        <input
          ref={input}
          type="file"
          name="logo"
          accept="image/*"
          aria-label={`Logo file for ${companyName}`}
          // Without JavaScript the browser's own file control shows: on its own line, never wider
          // than the card, so a phone does not scroll sideways.
          className={hydrated ? "sr-only" : "mt-1 block w-full max-w-full text-sm"}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            if (!hydrated) return;
            if (!file || !file.type.startsWith("image/")) {
              e.currentTarget.value = "";
              return;
            }
            setPicked(file);
          }}
        />
      </label>
      {hydrated ? null : (
        <button
          type="submit"
          className="rounded-md border border-gray-300 px-3 py-1 text-sm font-semibold text-gray-800 hover:bg-gray-50"
        >
          Upload
        </button>
      )}
      {picked ? (
        <CropDialog
          file={picked}
          onCancel={() => {
            setPicked(null);
            if (input.current) input.current.value = "";
          }}
          onError={() => {
            setPicked(null);
            window.alert("Failed to upload logo. Please try again.");
          }}
          onCropped={(png) => {
            setPicked(null);
            if (!input.current || !form.current) return;
            setInputFile(input.current, png);
            fetcher.submit(new FormData(form.current), {
              method: "post",
              action: "/dashboard",
              encType: "multipart/form-data",
            });
          }}
        />
      ) : null}
    </fetcher.Form>
  );
}
