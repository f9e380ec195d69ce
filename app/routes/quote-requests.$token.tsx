import { useLoaderData } from "react-router";
import { PageHeader } from "~/components/content/page-parts";
import { QuoteRecipients } from "~/components/quote-form/quote-recipients";
import {
  RequestDetails,
  type RequestDetailsData,
} from "~/components/quote-request/request-details";
import { RepeatedNotice, type Repeated } from "~/components/quote-request/repeated-notice";
import { seoMeta } from "~/lib/seo";
import { privatePageHeaders } from "~/lib/private-page";
import { getQuoteConfirmation, requestInWords } from "~/models/quotes.server";
import { proveRequester, wouldProve } from "~/models/quote-repeats.server";
import { ensurePrimary } from "~/server/litefs.server";
import { formatDateWith } from "~/lib/format";
import { MISSED_REASON } from "~/lib/coverage";
import type { Route } from "./+types/quote-requests.$token";

/**
 * The requester's own page for a quote request (decision 016): reached by the private link in
 * their confirmation mail (and, without JavaScript, right after sending the form). It names each
 * contractor the request went to, with city, distance and a link to its page. Nobody else can
 * find it: the token is random and the page is kept out of search engines and caches.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const token = params.token ?? "";
  const found = getQuoteConfirmation(token);
  if (!found) throw new Response("Not Found", { status: 404 });
  // The mailed link carries a proof: its first visit proves the requester's address, so their
  // later confirmations may name the firms (decision 042).
  const proof = new URL(request.url).searchParams.get("proof");
  if (wouldProve(token, proof)) {
    ensurePrimary();
    proveRequester(token, proof);
  }
  const { quote, firms, missed, unserved, repeated } = found;
  return Response.json(
    {
      request: {
        ...requestInWords(quote),
        sentAt: quote.createdAt,
        located: quote.latitude !== null,
      },
      firms,
      missed,
      unserved,
      repeated,
    },
    { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } },
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Your Quote Request | Road Striping Directory",
    description: "Your quote request and the contractors it was sent to.",
    path: "/get-quote",
    matches,
    noindex: true,
  });

type Data = {
  request: RequestDetailsData & { sentAt: string; located: boolean };
  firms: {
    name: string;
    slug: string;
    location: string;
    state: string;
    distanceMiles: number;
    respondedAt: string | null;
    responseMessage: string | null;
    responsePrice: string | null;
    responseStart: string | null;
    why: string | null;
    sponsored: boolean;
  }[];
  /** The company the request was addressed to, when it did not qualify to receive it. */
  missed: string | null;
  /** A located request no listed firm serves: what the requester is told (decision 049). */
  unserved: string | null;
  /** The same request was sent within the day before: when, and to whom. */
  repeated: Repeated | null;
};

export default function QuoteRequestPage() {
  const { request, firms, missed, unserved, repeated } = useLoaderData<Data>();
  return (
    <div className="container-page max-w-3xl py-10">
      <PageHeader title="Your Quote Request">
        {request.description}. Sent {formatDateWith(request.sentAt, { dateStyle: "long" })}.
      </PageHeader>
      <RequestDetails request={request} />
      <h2 className="mt-8 text-xl font-semibold text-gray-900">Who received it</h2>
      {missed && request.located ? (
        <p
          role="status"
          className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
        >
          {missed} did not receive it: {MISSED_REASON}
        </p>
      ) : null}
      {repeated ? <RepeatedNotice repeated={repeated} /> : null}
      {firms.length ? (
        <>
          <p className="mt-1 text-sm text-gray-600">
            These contractors have your request and will contact you directly.
          </p>
          <QuoteRecipients
            firms={firms}
            extra={(f) => (
              <>
                <p className="mt-1 text-sm font-medium">
                  {f.respondedAt ? (
                    <span className="text-green-800">
                      Responded {formatDateWith(f.respondedAt, { dateStyle: "medium" })}
                    </span>
                  ) : (
                    <span className="text-gray-600">Not answered yet</span>
                  )}
                </p>
                {f.respondedAt && f.responseMessage ? <Answer firm={f} /> : null}
              </>
            )}
          />
        </>
      ) : repeated ? null : (
        <p className="mt-2 text-gray-700">
          {request.located
            ? unserved
            : "We could not place your project on the map: our team will match your request by hand and e-mail you."}
        </p>
      )}
    </div>
  );
}

/**
 * The page is the requester's alone and changes when a contractor answers: never kept by the page
 * cache or a CDN (issue 26, point 12). The loader's own header reached only the data request.
 */
export const headers = privatePageHeaders;

/** A contractor's answer, shown here rather than mailed (decision 042). */
function Answer({ firm }: { firm: Data["firms"][number] }) {
  return (
    <div className="mt-2 rounded-md bg-gray-50 p-3 text-sm text-gray-800">
      <p className="whitespace-pre-line">{firm.responseMessage}</p>
      {firm.responsePrice ? <p className="mt-1">Price range: {firm.responsePrice}</p> : null}
      {firm.responseStart ? <p>Earliest start: {firm.responseStart}</p> : null}
    </div>
  );
}
