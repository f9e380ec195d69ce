/** The brand mark: a stretch of asphalt with a dashed centre line. */
export function BrandLogo({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#1f2937" />
      <rect x="4" y="6" width="2" height="20" fill="#f9fafb" />
      <rect x="26" y="6" width="2" height="20" fill="#f9fafb" />
      <rect x="14.5" y="5" width="3" height="6" rx="1" fill="#facc15" />
      <rect x="14.5" y="13" width="3" height="6" rx="1" fill="#facc15" />
      <rect x="14.5" y="21" width="3" height="6" rx="1" fill="#facc15" />
    </svg>
  );
}
