const PARTNERS = [
  {
    short: "ATSSA",
    name: "American Traffic Safety Services Association",
    description:
      "The trade association of the roadway safety industry, from pavement markings to work zones.",
    color: "#b91c1c",
  },
  {
    short: "FHWA",
    name: "Federal Highway Administration",
    description:
      "The U.S. DOT agency that supports state and local governments in building and maintaining highways.",
    color: "#1d4ed8",
  },
  {
    short: "MUTCD",
    name: "Manual on Uniform Traffic Control Devices",
    description:
      "The national standard for signs, signals and pavement markings on every public road.",
    color: "#a16207",
  },
  {
    short: "APWA",
    name: "American Public Works Association",
    description:
      "The association of the public works professionals who commission much of this work.",
    color: "#047857",
  },
] as const;

/** Organisations the industry works with; logos are our own monogram marks, not theirs. */
export function Partners() {
  return (
    <section aria-labelledby="partners-heading" className="bg-white py-14">
      <div className="container-page">
        <h2 id="partners-heading" className="text-center text-2xl font-bold text-gray-900">
          Industry Standards &amp; Partners
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PARTNERS.map((p) => (
            <li key={p.short} className="rounded-xl border border-gray-200 p-5 text-center">
              <svg
                viewBox="0 0 64 64"
                className="mx-auto h-14 w-14"
                role="img"
                aria-label={`${p.short} logo`}
              >
                <circle cx="32" cy="32" r="30" fill={p.color} />
                <text
                  x="32"
                  y="37"
                  textAnchor="middle"
                  fontSize={p.short.length > 4 ? 12 : 14}
                  fontWeight="700"
                  fill="#fff"
                  fontFamily="system-ui, sans-serif"
                >
                  {p.short}
                </text>
              </svg>
              <p className="mt-3 text-lg font-bold text-gray-900">{p.short}</p>
              <p className="text-sm font-medium text-gray-700">{p.name}</p>
              <p className="mt-2 text-sm text-gray-600">{p.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
