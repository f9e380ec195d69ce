/** Shared by the static toast region and the Radix toast. */
export const tone = {
  default: "border-gray-200 bg-white text-gray-900",
  destructive: "border-red-600 bg-red-600 text-white",
} as const;
