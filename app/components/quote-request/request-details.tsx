/** The whole request as its requester sent it, in words, on its private page. */
export type RequestDetailsData = {
  description: string;
  location: string;
  types: string[];
  /** With its unit: '240 stalls', '2 miles of roadway'. */
  size: string;
  timeline: string;
  notes: string | null;
  companyName: string | null;
  /** Each project type's filled details, as option labels and counts. */
  sections: { type: string; lines: { label: string; value: string }[] }[];
};

/**
 * Every field of a quote request (decision 044's private page): what the firms received, so
 * the requester can check it. Details are in the form's own words, never stored codes.
 */
export function RequestDetails({ request }: { request: RequestDetailsData }) {
  const facts: [string, string][] = [
    ["Location", request.location],
    ["Project size", request.size],
    ["Project types", request.types.join(", ")],
    ["Preferred timeline", request.timeline],
    ...(request.companyName ? [["Company", request.companyName] as [string, string]] : []),
  ];
  return (
    <section aria-labelledby="request-details-heading" className="mt-6">
      <h2 id="request-details-heading" className="text-xl font-semibold text-gray-900">
        Your request
      </h2>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="font-medium text-gray-600">{term}</dt>
            <dd className="break-words text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      {request.sections.map((s) => (
        <div key={s.type} className="mt-4">
          <h3 className="font-semibold text-gray-900">{s.type} details</h3>
          {s.lines.length ? (
            <dl className="mt-1 grid gap-1 text-sm sm:grid-cols-2">
              {s.lines.map((l) => (
                <div key={l.label}>
                  <dt className="inline font-medium text-gray-600">{l.label}: </dt>
                  <dd className="inline break-words text-gray-900">{l.value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="mt-1 text-sm text-gray-600">No details given</p>
          )}
        </div>
      ))}
      <h3 className="mt-4 font-semibold text-gray-900">Additional notes</h3>
      <p className="mt-1 whitespace-pre-line break-words text-sm text-gray-800">
        {request.notes || "None"}
      </p>
    </section>
  );
}
