import { data } from "react-router";
import { DomainError } from "~/models/errors.server";
import { inviteReviewNow, setHire, type HireChoice } from "~/models/leads/hire.server";
import { requestByToken, requesterThread } from "~/models/leads/requester.server";
import { env } from "~/env.server";
import { clientIp } from "~/server/http.server";
import { sendThreadMessage } from "./lead-message.server";
import { allow } from "~/server/rate-limit.server";
import { redirectWithToast } from "~/server/toast.server";

/**
 * The request page's POST forms, by the token alone: a message to one of the firms the request
 * reached, the hire ("Still deciding" returns it) and the review invitation at once. A wrong
 * token or a firm the request did not reach is a 404 and changes nothing.
 */
export async function requesterAction(
  token: string,
  request: Request,
  context: { clientIp?: string } | undefined,
) {
  let quote;
  try {
    quote = requestByToken(token);
  } catch {
    throw new Response("Not Found", { status: 404 });
  }
  const form = Object.fromEntries(await request.formData());
  const back = `/quote-requests/${token}`;
  try {
    switch (form.intent) {
      case "message": {
        const companyId = Number(form.companyId);
        const { key } = requesterThread(token, companyId);
        const sent = sendThreadMessage("requester", key, form, { request, context });
        if (!sent.ok) return data({ error: sent.error, companyId }, { status: sent.status });
        return redirectWithToast(`${back}#thread-${companyId}`, {
          title: "Message sent",
          description: "The firm is told by e-mail and answers here.",
        });
      }
      case "hire":
      case "invite": {
        if (!allow("leadMessage", clientIp(request, context))) {
          return data(
            { error: "Too many changes from your address. Try again in a minute." },
            { status: 429 },
          );
        }
        if (form.intent === "invite") {
          inviteReviewNow(quote.id, env().SITE_URL);
          return redirectWithToast(back, {
            title: "Review link sent",
            description: "Check your e-mail.",
          });
        }
        const choice = hireChoice(String(form.hire ?? ""));
        if (!choice)
          return data(
            { error: "Choose whom you hired, none, or Still deciding." },
            { status: 400 },
          );
        setHire(quote.id, choice);
        return redirectWithToast(`${back}#hire-title`, { title: "Your choice is saved" });
      }
      default:
        return data({ error: "Unknown action." }, { status: 400 });
    }
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (error.status === 404) throw new Response("Not Found", { status: 404 });
    return data({ error: error.message }, { status: error.status });
  }
}

function hireChoice(value: string): HireChoice | null {
  if (value === "none") return { kind: "none" };
  if (value === "deciding") return { kind: "deciding" };
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? { kind: "hired", companyId: id } : null;
}
