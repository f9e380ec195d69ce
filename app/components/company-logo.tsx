import { useEffect, useRef, useState } from "react";
import { BuildingIcon } from "./ui/icons";

/** The company's logo, or a placeholder icon; a logo that fails to load is hidden. */
export function CompanyLogo({ src, name }: { src: string | null; name: string }) {
  const img = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    // A load error that happened before hydration fired no React event.
    const el = img.current;
    if (el && el.complete && el.naturalWidth === 0) setFailed(true);
  }, []);
  if (src && !failed) {
    return (
      <img
        ref={img}
        src={src}
        alt={`${name} logo`}
        width={56}
        height={56}
        loading="lazy"
        onError={() => setFailed(true)}
        className="h-14 w-14 shrink-0 rounded-lg border border-gray-200 bg-white object-contain"
      />
    );
  }
  return (
    <div className="logo-placeholder" aria-hidden="true">
      <BuildingIcon />
    </div>
  );
}
