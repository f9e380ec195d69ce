import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { data } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { ConfirmForm } from "~/components/ui/confirm-form";
import { OnwardLink } from "~/components/ui/link";
import { privatePageHeaders, noindexTitle } from "~/lib/private-page";
import { confirmListingEmail, findListingEmailProof } from "~/models/listings/listing-email.server";

export const meta = noindexTitle("Confirm Your Company's Email | Road Striping Directory");

/**
 * The page a listing's confirmation link opens (decision 042). Confirming is a POST, so a mail
 * scanner that opens the link proves nothing.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const proof = findListingEmailProof(params.token ?? "");
  if (!proof) return data({ listing: null }, { status: 404 });
  return { listing: { name: proof.name, email: proof.email } };
}

export async function action({ params }: ActionFunctionArgs) {
  const token = params.token ?? "";
  const proof = findListingEmailProof(token);
  if (!proof || !confirmListingEmail(token)) {
    return data({ confirmed: false, listing: null }, { status: 404 });
  }
  return { confirmed: true, listing: { name: proof.name, email: proof.email } };
}

export default function ConfirmListingEmail() {
  const loaded = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const listing = done ? done.listing : loaded.listing;
  return (
    <div className="container-page max-w-2xl py-16 text-center">
      {!listing ? (
        <>
          <h1 className="text-3xl font-bold text-gray-900">This link no longer works</h1>
          <p className="mt-3 text-gray-700">
            The address was already confirmed, the link expired or the listing&apos;s email changed
            since. Copy the whole address from the most recent e-mail.
          </p>
        </>
      ) : done?.confirmed ? (
        <>
          <h1 className="text-3xl font-bold text-gray-900">Thank you, the address is confirmed</h1>
          <p className="mt-3 text-gray-700">
            {listing.email} is confirmed for {listing.name}. The listing now receives quote requests
            and messages from buyers.
          </p>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold text-gray-900">Confirm your company&apos;s email</h1>
          <p className="mt-3 text-gray-700">
            Confirm that {listing.email} is the email address of {listing.name}. Quote requests and
            messages from buyers are sent to it only once it is confirmed.
          </p>
          <ConfirmForm label="Confirm This Address" />
        </>
      )}
      <OnwardLink to="/">Go to the directory</OnwardLink>
    </div>
  );
}

export const headers = privatePageHeaders;
