import type { ReactNode } from "react";
import { formatDate } from "~/lib/format";
import type { ReviewBody } from "~/lib/listing";
import { optionLabel } from "~/lib/option-list";
import { REVIEW_PROJECT_SIZES, REVIEW_PROJECT_TYPES } from "~/lib/options";
import { CheckIcon } from "./ui/icons";
import { Stars } from "./ui/stars";

export type ReviewItem = ReviewBody & {
  id: number;
  ownerReply?: { content: string; createdAt: string } | null;
  createdAt: string;
  hiredThroughDirectory?: boolean;
};

/**
 * `companyName` names the owner's responses; `canRespond` (the signed-in owner of the claimed
 * listing) adds a Respond link to each review. Report and Respond are links to pages of their
 * own, so both work without JavaScript.
 *
 * The reviews are part of the page, never an inner scroll box (on a phone a box showed two of
 * four with no hint of more); `total` counts them all and `footer` leads to the rest.
 */
export function ReviewList({
  reviews,
  total = reviews.length,
  companyName,
  canRespond = false,
  footer,
}: {
  reviews: ReviewItem[];
  total?: number;
  companyName?: string;
  canRespond?: boolean;
  footer?: ReactNode;
}) {
  if (reviews.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-gray-300 p-6 text-center">
        <p className="font-semibold text-gray-800">No reviews yet</p>
        <p className="mt-1 text-sm text-gray-600">Be the first to review this company!</p>
      </div>
    );
  }
  return (
    <div>
      <h3 className="mb-3 font-semibold text-gray-900">Customer Reviews ({total})</h3>
      <ul className="space-y-3" aria-label="Customer reviews">
        {reviews.map((r) => (
          <li
            key={r.id}
            id={`review-${r.id}`}
            className="rounded-lg border border-gray-200 bg-white p-4"
          >
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-gray-900">{r.customerName}</span>{" "}
              {r.isVerified ? (
                <span className="inline-flex items-center gap-1 text-xs font-medium text-green-700">
                  <CheckIcon /> Verified review
                </span>
              ) : null}{" "}
              {r.hiredThroughDirectory ? (
                <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800">
                  Hired through Road Striping Directory
                </span>
              ) : null}{" "}
              <Stars rating={r.rating} />{" "}
              <span className="text-xs text-gray-500">{formatDate(r.createdAt)}</span>
            </div>
            <div className="mt-2 flex flex-wrap gap-1.5">
              {r.projectType ? (
                <span className="rounded-full bg-blue-50 px-2 py-0.5 text-xs text-blue-800">
                  {optionLabel(REVIEW_PROJECT_TYPES, r.projectType)}
                </span>
              ) : null}{" "}
              {r.projectSize ? (
                <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-700">
                  {optionLabel(REVIEW_PROJECT_SIZES, r.projectSize)}
                </span>
              ) : null}
            </div>
            <p className="mt-2 font-semibold text-gray-900">{r.title}</p>
            <p className="mt-1 text-sm whitespace-pre-line text-gray-700">{r.content}</p>
            {r.ownerReply ? (
              <div className="mt-3 border-l-4 border-brand-200 bg-gray-50 p-3">
                <p className="text-sm font-semibold text-gray-900">
                  Response from {companyName ?? "the owner"}{" "}
                  <span className="text-xs font-normal text-gray-500">
                    {formatDate(r.ownerReply.createdAt)}
                  </span>
                </p>
                <p className="mt-1 text-sm whitespace-pre-line text-gray-700">
                  {r.ownerReply.content}
                </p>
              </div>
            ) : null}
            <p className="mt-2 flex gap-4 text-xs">
              {canRespond ? (
                <a href={`/reviews/${r.id}/reply`} className="font-medium text-brand-700 underline">
                  {r.ownerReply ? "Edit response" : "Respond"}
                  <span className="sr-only"> to {r.customerName}</span>
                </a>
              ) : null}
              <a
                href={`/reviews/${r.id}/report`}
                className="text-gray-500 underline"
                rel="nofollow"
              >
                Report<span className="sr-only"> review by {r.customerName}</span>
              </a>
            </p>
          </li>
        ))}
      </ul>
      {footer}
    </div>
  );
}

/** Links to the other pages of a company's reviews (`?reviewsPage=N`, plain links). */
export function ReviewPager({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  const href = (n: number) => (n === 1 ? "?" : `?reviewsPage=${n}`) + "#reviews";
  const link =
    "rounded-md border border-gray-300 px-3 py-1.5 font-medium text-gray-800 hover:bg-gray-50";
  return (
    <nav aria-label="Review pages" className="mt-4 flex items-center justify-between gap-3 text-sm">
      {page > 1 ? (
        <a href={href(page - 1)} rel="prev" className={link}>
          Newer reviews
        </a>
      ) : (
        <span />
      )}
      <span className="text-gray-600">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <a href={href(page + 1)} rel="next" className={link}>
          Older reviews
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
