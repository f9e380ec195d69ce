import { data, redirect } from "react-router";
import { leavePaidPlans } from "~/server/billing/checkout.server";
import { PAYMENTS_UNAVAILABLE } from "~/server/billing/stripe.server";
import { env } from "~/env.server";
import { materialsEditSchema, stripingEditSchema } from "~/lib/company-schemas";
import { DomainError, NotFound } from "~/models/errors.server";
import {
  ownerActions,
  releaseListing,
  requestUnlist,
} from "~/models/listings/listing-state.server";
import { resendListingEmailLink } from "~/models/listings/listing-email-state.server";
import {
  deleteOwnedCompany,
  getOwnedCompany,
  setCompanyLogo,
  updateMaterialsCompany,
  updateStripingCompany,
} from "~/models/listings/owner-companies.server";
import { TOO_MANY_UPLOADS } from "~/server/uploads/logo-image.server";
import { storeUploadedLogo } from "~/server/uploads/logo-upload.server";
import { redirectWithToast } from "~/server/toast.server";

import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";

type Result = SubmissionResult<string[]>;
export type DashboardActionData = {
  intent: string;
  id: number;
  result?: Result;
  logoError?: { title: string; description: string };
};

/** What the owner reads after asking for the confirmation link again (decision 042's limits). */
const RESEND_TOAST = {
  sent: {
    title: "Confirmation link sent",
    description: "Follow the link in the e-mail sent to the listing's address to confirm it.",
  },
  waiting: {
    type: "destructive",
    title: "Link already sent",
    description:
      "A link was sent to this address less than an hour ago. Check its inbox, or ask again in an hour.",
  },
  limited: {
    type: "destructive",
    title: "Too many links today",
    description:
      "This address has had 3 confirmation links in the last 24 hours. Ask again tomorrow.",
  },
  proven: { title: "Already confirmed", description: "The listing's address is confirmed." },
  none: {
    type: "destructive",
    title: "No e-mail address",
    description: "Add an e-mail address to the listing first.",
  },
} as const;

const notFound = () => new Response("Not Found", { status: 404 });

/** A listing on a paid plan leaves it first; while Stripe cannot be reached, nothing changes. */
const paymentsDown = () =>
  redirectWithToast("/dashboard", { type: "destructive", title: PAYMENTS_UNAVAILABLE });

export async function handleDashboardAction(userId: number, formData: FormData) {
  const intent = String(formData.get("intent") ?? "");
  const id = Number(formData.get("id"));
  try {
    switch (intent) {
      case "update-striping": {
        const submission = parseWithZod(formData, { schema: stripingEditSchema });
        if (submission.status !== "success") {
          getOwnedCompany(userId, id, "striping");
          return data<DashboardActionData>(
            { intent, id, result: submission.reply() },
            { status: 400 },
          );
        }
        updateStripingCompany(userId, id, submission.value, { siteUrl: env().SITE_URL });
        return redirectWithToast("/dashboard", {
          title: "Company Updated",
          description: "Your listing has been saved.",
        });
      }
      case "update-materials": {
        getOwnedCompany(userId, id, "materials");
        formData.delete("customLogo");
        const logo = await storeUploadedLogo(userId, formData, "logo");
        const submission = parseWithZod(formData, { schema: materialsEditSchema });
        if (logo.error || submission.status !== "success") {
          return data<DashboardActionData>(
            {
              intent,
              id,
              result: submission.reply(),
              logoError: logo.error
                ? { title: logo.error.title, description: logo.error.description }
                : undefined,
            },
            // Over the hourly quota is a 429, as from the API; a bad image or field is a 400.
            { status: logo.error === TOO_MANY_UPLOADS ? 429 : 400 },
          );
        }
        updateMaterialsCompany(
          userId,
          id,
          { ...submission.value, customLogo: logo.path },
          { siteUrl: env().SITE_URL },
        );
        return redirectWithToast("/dashboard", {
          title: "Success",
          description: "Company information updated successfully",
        });
      }
      case "logo": {
        getOwnedCompany(userId, id, "striping");
        const logo = await storeUploadedLogo(userId, formData, "logo");
        if (!logo.path) {
          return redirectWithToast("/dashboard", {
            type: "destructive",
            title: "Logo Upload Failed",
            description: logo.error?.description ?? "No files were uploaded successfully",
          });
        }
        setCompanyLogo(userId, id, logo.path, "striping");
        return redirectWithToast("/dashboard", {
          title: "Logo Updated",
          description: "Your new logo is live.",
        });
      }
      case "delete": {
        const company = getOwnedCompany(userId, id);
        const allowed = ownerActions(company, userId).canDelete;
        if (allowed && !(await leavePaidPlans(userId, id))) return paymentsDown();
        deleteOwnedCompany(userId, id, company.directory);
        return redirectWithToast("/dashboard", {
          title:
            company.directory === "materials" ? "Materials Company Deleted" : "Company Deleted",
          description: `${company.name} has been removed from the directory.`,
        });
      }
      case "release": {
        const allowed = ownerActions(getOwnedCompany(userId, id), userId).canRelease;
        if (allowed && !(await leavePaidPlans(userId, id))) return paymentsDown();
        const company = releaseListing(userId, id);
        return redirectWithToast("/dashboard", {
          title: "Listing Released",
          description: `${company.name} is unclaimed again, with its original details. Its reviews and page stay.`,
        });
      }
      case "resend-email-link": {
        const sent = resendListingEmailLink(userId, id, { siteUrl: env().SITE_URL });
        return redirectWithToast("/dashboard", RESEND_TOAST[sent]);
      }
      case "unlist": {
        const company = requestUnlist(userId, id);
        return redirectWithToast("/dashboard", {
          title: "Unlisting Requested",
          description: `Our team will review your request to unlist ${company.name}. It stays listed until then.`,
        });
      }
      default:
        return redirect("/dashboard");
    }
  } catch (error) {
    // Someone else's listing (or none): 404, and nothing was changed.
    if (error instanceof NotFound) throw notFound();
    // A rule of the listing's state (a claimed listing cannot be deleted): said, nothing changed.
    if (error instanceof DomainError) {
      return redirectWithToast("/dashboard", {
        type: "destructive",
        title: "Not Possible",
        description: error.message,
      });
    }
    throw error;
  }
}
