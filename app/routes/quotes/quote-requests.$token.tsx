import { useActionData, useLoaderData } from "react-router";
import {
  HireChoice,
  RequesterConversation,
  type Conversation,
  type HireState,
} from "~/components/leads/requester-conversation";
import { requesterConversations } from "~/models/leads/requester.server";
import { requesterAction } from "~/server/leads/requester-thread-action.server";
import { PageHeader } from "~/components/content/page-parts";
import { QuoteRecipients } from "~/components/quote-form/quote-recipients";
import {
  RequestDetails,
  type RequestDetailsData,
} from "~/components/quote-request/request-details";
import { RepeatedNotice, type Repeated } from "~/components/quote-request/repeated-notice";
import { seoMeta } from "~/lib/seo";
import { privatePageHeaders } from "~/lib/private-page";
import { getQuoteConfirmation, requestInWords } from "~/models/quotes/quotes.server";
import { proveRequester, wouldProve } from "~/models/quotes/quote-repeats.server";
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
  if (!found || found.quote.spamState === "removed") {
    throw new Response("Not Found", { status: 404 });
  }
  // The mailed link carries a proof: its first visit proves the requester's address, so their
  // later confirmations may name the firms (decision 042).
  const proof = new URL(request.url).searchParams.get("proof");
  if (wouldProve(token, proof)) {
    ensurePrimary();
    proveRequester(token, proof);
  }
  const { quote, firms, missed, unserved, repeated } = found;
  const { conversations, hire } = requesterConversations(quote.id);
  return Response.json(
    {
      request: {
        ...requestInWords(quote),
        sentAt: quote.createdAt,
        located: quote.latitude !== null,
      },
      // The answers are read from the threads (a message the operator hid must not ride along).
      firms: firms.map(
        ({ responseMessage: _m, responsePrice: _p, responseStart: _s, ...firm }) => firm,
      ),
      missed,
      unserved,
      repeated,
      conversations,
      hire,
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
    why: string | null;
    sponsored: boolean;
  }[];
  /** The company the request was addressed to, when it did not qualify to receive it. */
  missed: string | null;
  /** A located request no listed firm serves: what the requester is told (decision 049). */
  unserved: string | null;
  /** The same request was sent within the day before: when, and to whom. */
  repeated: Repeated | null;
  conversations: Conversation[];
  hire: HireState;
};

/** Messages to a firm, the hire and the review invitation: plain POST forms on this page. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return requesterAction(params.token ?? "", request, context);
}

export default function QuoteRequestPage() {
  const { request, firms, missed, unserved, repeated, conversations, hire } = useLoaderData<Data>();
  const failed = useActionData<{ error: string; companyId?: number }>();
  const threadOf = new Map(conversations.map((c) => [c.slug, c]));
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
            extra={(f) => {
              const c = threadOf.get(f.slug);
              return c ? (
                <RequesterConversation
                  conversation={c}
                  error={failed?.companyId === c.companyId ? failed.error : undefined}
                />
              ) : null;
            }}
          />
          {failed && failed.companyId === undefined ? (
            <p role="alert" className="mt-4 text-sm text-red-700">
              {failed.error}
            </p>
          ) : null}
          <HireChoice conversations={conversations} hire={hire} />
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
 * cache or a CDN. The loader's own header reached only the data request.
 */
export const headers = privatePageHeaders;
