import type { ReactNode } from "react";

const VARIANTS = {
  // Not overflow-hidden: the quick search's suggestions open below the hero.
  home: { section: "relative z-10", line: "top-1/2", inner: "py-16 sm:py-24" },
  page: { section: "relative overflow-hidden", line: "bottom-6", inner: "py-14 sm:py-20" },
} as const;

/**
 * The dark band a directory page opens with: its one heading, a lead paragraph and whatever
 * follows them, over a faded dashed line like a road's centre line.
 */
export function StripedHero({
  title,
  lead,
  variant = "page",
  children,
}: {
  title: ReactNode;
  lead: ReactNode;
  variant?: keyof typeof VARIANTS;
  children?: ReactNode;
}) {
  const v = VARIANTS[variant];
  return (
    <section className={`${v.section} bg-asphalt text-white`}>
      <div
        className={`pointer-events-none absolute inset-x-0 ${v.line} h-2 bg-[repeating-linear-gradient(90deg,#facc15_0_48px,transparent_48px_96px)] opacity-20`}
        aria-hidden="true"
      />
      <div className={`container-page relative ${v.inner} text-center`}>
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-gray-200">{lead}</p>
        {children}
      </div>
    </section>
  );
}
