import Cropper from "cropperjs";
import "cropperjs/dist/cropper.css";
import { useEffect, useRef, useState } from "react";

/**
 * 'Crop Your Logo': a square (1:1) crop of at least 50×50 px, starting at 90% of the width,
 * returned as a PNG (quality 0.9). Cropper.js is created only in the browser, after the dialog
 * has opened, so server rendering never touches it.
 */
export function CropDialog({
  file,
  onCancel,
  onCropped,
  onError,
}: {
  file: File;
  onCancel: () => void;
  onCropped: (png: File) => void;
  onError: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const cropper = useRef<Cropper | null>(null);
  const [url] = useState(() => URL.createObjectURL(file));
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);

  useEffect(() => {
    dialog.current?.showModal();
    return () => URL.revokeObjectURL(url);
  }, [url]);

  function start() {
    if (!image.current || cropper.current) return;
    cropper.current = new Cropper(image.current, {
      aspectRatio: 1,
      viewMode: 1,
      autoCropArea: 0.9,
      minCropBoxWidth: 50,
      minCropBoxHeight: 50,
      background: false,
      // Reading the file's EXIF orientation fetches its blob: URL, which the CSP's connect-src
      // refuses (a console error, and no rotation anyway); browsers show and draw images in
      // their EXIF orientation themselves.
      checkOrientation: false,
      crop(event) {
        setSize({ w: Math.round(event.detail.width), h: Math.round(event.detail.height) });
      },
    });
  }

  useEffect(
    () => () => {
      cropper.current?.destroy();
    },
    [],
  );

  function use() {
    // The size the logo is shown and stored at: a 400×400 PNG stays far below the 1 MB a
    // request from a replica region may carry to the primary (decision 017).
    const canvas = cropper.current?.getCroppedCanvas({
      minWidth: 50,
      minHeight: 50,
      maxWidth: 400,
      maxHeight: 400,
    });
    if (!canvas) return onError();
    canvas.toBlob(
      (blob) => {
        if (!blob) return onError();
        onCropped(new File([blob], "logo.png", { type: "image/png" }));
      },
      "image/png",
      0.9,
    );
  }

  return (
    <dialog
      ref={dialog}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
      aria-labelledby="crop-title"
      className="m-auto w-[min(92vw,36rem)] rounded-xl p-0 shadow-2xl backdrop:bg-black/50"
    >
      <div className="p-5">
        <h2 id="crop-title" className="text-lg font-semibold text-gray-900">
          Crop Your Logo
        </h2>
        <div className="mt-4 max-h-[60vh] overflow-hidden bg-gray-100">
          <img
            ref={image}
            src={url}
            alt="Logo to crop"
            onLoad={start}
            className="block max-w-full"
          />
        </div>
        <p className="mt-2 text-sm text-gray-600" aria-live="polite">
          {size ? `Cropped size: ${size.w} × ${size.h} px` : "Loading image..."}
        </p>
        <div className="mt-4 flex justify-end gap-2">
          <button
            type="button"
            onClick={onCancel}
            className="rounded-md border border-gray-300 px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50"
          >
            Cancel
          </button>
          <button
            type="button"
            onClick={use}
            className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Use Cropped Image
          </button>
        </div>
      </div>
    </dialog>
  );
}

/** Puts `file` into a file input, so the form submits it like a file the user picked. */
export function setInputFile(input: HTMLInputElement, file: File | null) {
  const transfer = new DataTransfer();
  if (file) transfer.items.add(file);
  input.files = transfer.files;
}
