import type { ReactNode } from "react";

/**
 * A labelled list of short tags (a supplier's products, a post's tags): one `li` a tag, the
 * list named for screen readers. Nothing at all when there are none.
 */
export function TagList({
  label,
  tags,
  className = "flex flex-wrap gap-1.5",
  tagClassName,
  mark,
}: {
  label: string;
  tags: readonly string[];
  className?: string;
  tagClassName: string;
  /** Shown before each tag (a check mark). */
  mark?: ReactNode;
}) {
  if (!tags.length) return null;
  return (
    <ul className={className} aria-label={label}>
      {tags.map((t) => (
        <li key={t} className={tagClassName}>
          {mark ? <>{mark} </> : null}
          {t}
        </li>
      ))}
    </ul>
  );
}
