import { SERVICE_CATEGORIES } from "./options";

const PALETTE: Record<string, string> = {
  blue: "bg-blue-100 text-blue-800",
  green: "bg-green-100 text-green-800",
  sky: "bg-sky-100 text-sky-800",
  amber: "bg-amber-100 text-amber-900",
  orange: "bg-orange-100 text-orange-900",
  indigo: "bg-indigo-100 text-indigo-800",
  red: "bg-red-100 text-red-800",
  purple: "bg-purple-100 text-purple-800",
  stone: "bg-stone-200 text-stone-800",
  cyan: "bg-cyan-100 text-cyan-900",
  gray: "bg-gray-100 text-gray-800",
};

const COLOR_BY_SERVICE = new Map<string, string>(
  SERVICE_CATEGORIES.flatMap((c) => c.services.map((s) => [s, c.color] as const)),
);

/** Tailwind classes of a service badge: the colour of the category the service belongs to. */
export function serviceBadgeClass(service: string): string {
  return PALETTE[COLOR_BY_SERVICE.get(service) ?? "gray"];
}
