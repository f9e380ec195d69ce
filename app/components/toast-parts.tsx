/** Shared by the static toast region and the Radix toast. */
export const tone = {
  default: "border-gray-200 bg-white text-gray-900",
  destructive: "border-red-600 bg-red-600 text-white",
} as const;

export function CloseIcon() {
  return (
    <svg viewBox="0 0 16 16" className="h-4 w-4" aria-hidden="true">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
