import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";
import { LinkList } from "./link-list";

export { LinkList };

/**
 * The pieces the content pages (about, blog, FAQ, contact, resources, merch, landing pages) are
 * built from, so a page says what it shows and the look of a heading, a band or an empty result
 * is decided once.
 */

/** A page's one heading and the paragraph that says what the page is for. */
export function PageHeader({
  title,
  children,
  centered = false,
  badge,
}: {
  title: ReactNode;
  children?: ReactNode;
  centered?: boolean;
  /** A small label above a centred heading ("Coming Soon"). */
  badge?: string;
}) {
  return (
    <div className={centered ? "text-center" : undefined}>
      {badge ? (
        <span className="mb-4 inline-block rounded-full bg-yellow-100 px-3 py-1 text-sm font-semibold text-yellow-900">
          {badge}
        </span>
      ) : null}
      <h1 className="text-3xl font-bold text-gray-900">{title}</h1>
      {children ? (
        <p className={`mt-2 max-w-3xl text-gray-700 ${centered ? "mx-auto" : ""}`}>{children}</p>
      ) : null}
    </div>
  );
}

/** A section named by its own h2 (`labelId` ties the two for screen readers). */
export function Section({
  labelId,
  title,
  id,
  className = "mt-12",
  headingClassName = "text-2xl font-semibold text-gray-900",
  children,
}: {
  labelId: string;
  title: ReactNode;
  /** The section's own anchor (#newsletter), when a link points at it. */
  id?: string;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={labelId} className={className}>
      <h2 id={labelId} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The white box a titled group sits in (contact details, a feature, a state's DOT). */
export const cardClass = "rounded-xl border border-gray-200 bg-white p-6 shadow-sm";

const BAND_TONES = {
  dark: { box: "bg-asphalt text-white", text: "text-gray-200" },
  brand: { box: "bg-brand-700 text-white", text: "text-gray-200" },
  light: { box: "border border-gray-200 bg-white shadow-sm", text: "text-gray-700" },
} as const;

/** A call to act at a page's end: a coloured box with a heading, a line and what to do. */
export function Band({
  labelId,
  title,
  text,
  tone = "dark",
  centered = true,
  id,
  className = "",
  links,
  children,
}: {
  labelId: string;
  title: string;
  text?: ReactNode;
  tone?: keyof typeof BAND_TONES;
  centered?: boolean;
  id?: string;
  className?: string;
  /** What to do next, drawn as buttons under the text. */
  links?: ButtonLink[];
  children?: ReactNode;
}) {
  const look = BAND_TONES[tone];
  return (
    <Section
      id={id}
      labelId={labelId}
      title={title}
      className={`mt-12 rounded-xl p-8 ${look.box} ${centered ? "text-center" : ""} ${className}`}
      headingClassName={`text-2xl font-semibold ${tone === "light" ? "text-gray-900" : ""}`}
    >
      {text ? (
        <p className={`mt-2 max-w-2xl ${look.text} ${centered ? "mx-auto" : ""}`}>{text}</p>
      ) : null}
      {children}
      {links ? <ButtonLinks links={links} /> : null}
    </Section>
  );
}

const BUTTON_LOOKS = {
  primary: "bg-brand-600 text-white hover:bg-brand-700",
  outline: "border border-gray-300 text-gray-800 hover:bg-gray-50",
  white: "bg-white text-gray-900 hover:bg-gray-100",
  "white-outline": "border border-white text-white hover:bg-brand-800",
  stripe: "bg-stripe text-gray-900 hover:bg-yellow-300",
} as const;

export type ButtonLink = {
  label: string;
  look: keyof typeof BUTTON_LOOKS;
} & ({ to: string } | { href: string });

/** A row of links drawn as buttons; `href` is for a link that leaves the app (mailto:). */
export function ButtonLinks({ links }: { links: ButtonLink[] }) {
  return (
    <div className="mt-6 flex flex-wrap justify-center gap-3">
      {links.map((l) => {
        const className = `max-w-full rounded-md px-5 py-2.5 font-semibold break-all ${BUTTON_LOOKS[l.look]}`;
        return "to" in l ? (
          <Link key={l.label} to={l.to} className={className}>
            {l.label}
          </Link>
        ) : (
          <a key={l.label} href={l.href} className={className}>
            {l.label}
          </a>
        );
      })}
    </div>
  );
}

/** What a list shows when nothing is in it, with a way back to everything. */
export function EmptyState({
  title,
  children,
  reset,
}: {
  title: ReactNode;
  children?: ReactNode;
  reset?: { to: string; label: string };
}) {
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-10 text-center">
      <p className="text-lg font-semibold text-gray-900">{title}</p>
      {children ? <p className="mt-1 text-gray-600">{children}</p> : null}
      {reset ? (
        <Link
          to={reset.to}
          className="mt-4 inline-block rounded-md border border-gray-300 px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50"
        >
          {reset.label}
        </Link>
      ) : null}
    </div>
  );
}

const COUNT_LINK_LOOKS = {
  /** A wrapping row of pills (a landing page's services and cities). */
  chips: {
    list: "mt-3 flex flex-wrap gap-2",
    link: "chip-link",
    count: "rounded-full bg-gray-100 px-1.5 text-xs text-gray-700",
  },
  /** A grid of boxes, the count at the right (the states). */
  tiles: {
    list: "mt-8 grid gap-3 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4",
    link: "flex items-center justify-between rounded-lg border border-gray-200 bg-white px-4 py-3 font-medium text-gray-900 shadow-sm hover:border-brand-600 hover:text-brand-700",
    count: "text-sm text-gray-600",
  },
} as const;

/** Links to listing pages, each with how many companies it lists. */
export function CountLinks({
  links,
  look,
}: {
  links: readonly { path: string; label: string; count: ReactNode }[];
  look: keyof typeof COUNT_LINK_LOOKS;
}) {
  const classes = COUNT_LINK_LOOKS[look];
  return (
    <LinkList
      links={links.map((l) => ({ to: l.path, label: l.label, count: l.count }))}
      className={classes.list}
      linkClassName={classes.link}
      countClassName={classes.count}
    />
  );
}

/** Short labels shown as pills (an article's tags, the trades the directory covers). */
export function Tags({
  tags,
  label,
  className,
  tagClassName = "rounded-full bg-gray-100 px-3 py-1 text-xs font-medium text-gray-800",
}: {
  tags: readonly string[];
  label?: string;
  className: string;
  tagClassName?: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {tags.map((t) => (
        <li key={t} className={tagClassName}>
          {t}
        </li>
      ))}
    </ul>
  );
}

/** Term and value pairs (a contact page's details, a quote request's project, figures). */
export function Facts({
  facts,
  className,
  termClassName,
  itemClassName,
  valueClassName,
}: {
  facts: { term: string; value: ReactNode; wide?: boolean }[];
  className: string;
  termClassName: string;
  itemClassName?: string;
  valueClassName?: string;
}) {
  return (
    <dl className={className}>
      {facts.map((f) => (
        <div
          key={f.term}
          className={f.wide ? `sm:col-span-2 ${itemClassName ?? ""}` : itemClassName}
        >
          <dt className={termClassName}>{f.term}</dt>
          <dd className={valueClassName}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
