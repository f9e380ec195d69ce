import { serviceBadgeClass } from "~/lib/service-colors";

/** A company's services as coloured badges; nothing when it lists none. */
export function ServiceBadges({
  services,
  className = "",
}: {
  services: string[];
  className?: string;
}) {
  if (!services.length) return null;
  return (
    <ul className={`flex flex-wrap gap-1.5 ${className}`} aria-label="Services">
      {services.map((s) => (
        <li key={s} className={`tag ${serviceBadgeClass(s)}`}>
          {s}
        </li>
      ))}
    </ul>
  );
}
