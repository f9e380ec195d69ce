import { useFetcher } from "react-router";
import { useRef, useState, type ChangeEvent } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { showToast } from "~/lib/client-toast";
import { CompanyLogo } from "./company-logo";
import { CropDialog, setInputFile } from "./crop-dialog";

const MAX_BYTES = 5 * 1024 * 1024;

/** Why a picked file was put back before the crop dialog opened. */
const LOGO_REJECTIONS = {
  type: { title: "Invalid file type", description: "Please select an image file" },
  size: { title: "File too large", description: "Please select an image smaller than 5MB" },
} as const;
type Rejection = (typeof LOGO_REJECTIONS)[keyof typeof LOGO_REJECTIONS];

/**
 * A logo file input whose image is cropped in the browser before it is sent (decision 012):
 * the input's ref, its `onChange`, and the crop dialog for the picked image. Without JavaScript
 * nothing here runs and the form sends the file as it is (the server centre-crops). A file that
 * is not an image (or, with `maxBytes`, too large) is put back and `onReject` says why.
 */
export function useLogoCrop({
  maxBytes,
  onReject,
  onError,
  onCropped,
}: {
  maxBytes?: boolean;
  onReject?: (why: Rejection) => void;
  onError: () => void;
  onCropped: (png: File, input: HTMLInputElement) => void;
}) {
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<File | null>(null);
  const putBack = () => {
    setPicked(null);
    if (input.current) input.current.value = "";
  };
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    if (!hydrated) return;
    const file = e.currentTarget.files?.[0];
    if (!file) return;
    const why = !file.type.startsWith("image/")
      ? LOGO_REJECTIONS.type
      : maxBytes && file.size > MAX_BYTES
        ? LOGO_REJECTIONS.size
        : null;
    if (!why) return setPicked(file);
    e.currentTarget.value = "";
    onReject?.(why);
  };
  const dialog = picked ? (
    <CropDialog
      file={picked}
      onCancel={putBack}
      onError={() => {
        putBack();
        onError();
      }}
      onCropped={(png) => {
        setPicked(null);
        if (!input.current) return;
        setInputFile(input.current, png);
        onCropped(png, input.current);
      }}
    />
  ) : null;
  return { hydrated, input, onChange, dialog };
}

/**
 * A striping listing's logo upload. Without JavaScript it is a plain multipart form (the server
 * centre-crops); with it, picking an image opens the crop dialog and the cropped PNG is uploaded
 * and set at once. Files that are not images are silently ignored (decision 012).
 */
export function LogoUpload({ companyId, companyName }: { companyId: number; companyName: string }) {
  const fetcher = useFetcher();
  const form = useRef<HTMLFormElement>(null);
  const crop = useLogoCrop({
    onError: () => window.alert("Failed to upload logo. Please try again."),
    onCropped: () => {
      if (!form.current) return;
      fetcher.submit(new FormData(form.current), {
        method: "post",
        action: "/dashboard",
        encType: "multipart/form-data",
      });
    },
  });
  const { hydrated } = crop;
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
          ref={crop.input}
          type="file"
          name="logo"
          accept="image/*"
          aria-label={`Logo file for ${companyName}`}
          // Without JavaScript the browser's own file control shows: on its own line, never wider
          // than the card, so a phone does not scroll sideways.
          className={hydrated ? "sr-only" : "mt-1 block w-full max-w-full text-sm"}
          onChange={crop.onChange}
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
      {crop.dialog}
    </fetcher.Form>
  );
}

/**
 * The logo field of a materials listing's edit form: the logo, or the cropped one it will be
 * replaced with, and the file input sent with the form's other fields. Too large or not an
 * image is said at once, with JavaScript; the server says it again either way.
 */
export function LogoField({ company }: { company: { customLogo: string | null; name: string } }) {
  const [preview, setPreview] = useState<string | null>(null);
  const crop = useLogoCrop({
    maxBytes: true,
    onReject: (why) => showToast({ type: "destructive", ...why }),
    onError: () =>
      showToast({
        type: "destructive",
        title: "Crop failed",
        description: "Failed to process the cropped image. Please try again.",
      }),
    onCropped: (png) => setPreview(URL.createObjectURL(png)),
  });
  return (
    <>
      <div className="flex items-center gap-4">
        {preview ? (
          <img
            src={preview}
            alt="New logo preview"
            className="h-16 w-16 rounded-lg border object-contain"
          />
        ) : (
          <CompanyLogo src={company.customLogo} name={company.name} />
        )}
        <label className="text-sm font-medium text-gray-800">
          Company Logo
          <input
            ref={crop.input}
            type="file"
            name="logo"
            accept="image/*"
            className="mt-1 block text-sm"
            onChange={crop.onChange}
          />
          <span className="block text-xs text-gray-500">
            PNG, JPG or WebP up to 5MB; 400×400 px recommended.
          </span>
        </label>
      </div>
      {crop.dialog}
    </>
  );
}
