import { filledHoneypot } from "~/lib/honeypot";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import type { ReactNode } from "react";
import { EmailSignupForm } from "~/components/content/email-signup-form";
import { emailOnlySchema } from "~/lib/email-schema";
import { seoMeta } from "~/lib/seo";
import { addMerchNotification } from "~/models/merch.server";
import { clientIp } from "~/server/http.server";
import { allow } from "~/server/rate-limit.server";
import { redirectWithToast, toastCookie } from "~/server/toast.server";

type Item = {
  id: string;
  name: string;
  category: "Safety Gear" | "Apparel" | "Accessories";
  blurb: string;
  details: string[];
  art: ReactNode;
};

const ITEMS: Item[] = [
  {
    id: "hard-hat",
    name: "Branded Hard Hat",
    category: "Safety Gear",
    blurb: "A type I hard hat in safety yellow with the directory's striped logo.",
    details: [
      "ANSI/ISEA Z89.1 Type I, Class E shell",
      "Four-point ratchet suspension",
      "Colours: safety yellow, white",
      "Price to be announced",
    ],
    art: (
      <svg viewBox="0 0 120 80" className="h-28 w-full" aria-hidden="true">
        <path d="M20 58a40 36 0 0 1 80 0Z" fill="#facc15" />
        <rect x="10" y="56" width="100" height="8" rx="4" fill="#eab308" />
        <rect x="54" y="24" width="12" height="32" rx="3" fill="#fde047" />
        <path d="M34 46h52" stroke="#1f2937" strokeWidth="3" strokeDasharray="8 6" />
      </svg>
    ),
  },
  {
    id: "work-shirt",
    name: "High-Vis Work Shirt",
    category: "Apparel",
    blurb: "A breathable high-visibility work shirt with reflective bands.",
    details: [
      "ANSI/ISEA 107 Class 2",
      "Moisture-wicking polyester, chest pocket",
      "Sizes S to 4XL",
      "Price to be announced",
    ],
    art: (
      <svg viewBox="0 0 120 80" className="h-28 w-full" aria-hidden="true">
        <path d="M40 8 20 20l8 16 10-5v45h44V31l10 5 8-16L80 8c-4 8-36 8-40 0Z" fill="#bef264" />
        <rect x="38" y="48" width="44" height="6" fill="#d1d5db" />
        <rect x="38" y="60" width="44" height="6" fill="#d1d5db" />
      </svg>
    ),
  },
  {
    id: "mug",
    name: "20oz Travel Mug",
    category: "Accessories",
    blurb: "A double-walled 20oz mug that keeps coffee hot through an early line-striping shift.",
    details: [
      "20oz, double-walled stainless steel",
      "Spill-resistant slide lid",
      "Fits most truck cup holders",
      "Price to be announced",
    ],
    art: (
      <svg viewBox="0 0 120 80" className="h-28 w-full" aria-hidden="true">
        <rect x="40" y="12" width="36" height="60" rx="6" fill="#1f2937" />
        <rect x="38" y="8" width="40" height="8" rx="3" fill="#374151" />
        <path d="M76 28h8a8 8 0 0 1 0 16h-8" fill="none" stroke="#374151" strokeWidth="5" />
        <path d="M46 42h24" stroke="#facc15" strokeWidth="4" strokeDasharray="6 4" />
      </svg>
    ),
  },
  {
    id: "safety-vest",
    name: "Reflective Safety Vest",
    category: "Safety Gear",
    blurb: "A lightweight mesh vest with reflective tape for work zones and job walks.",
    details: [
      "ANSI/ISEA 107 Class 2",
      "Mesh body, zip front, two pockets",
      "Sizes S to 5XL",
      "Price to be announced",
    ],
    art: (
      <svg viewBox="0 0 120 80" className="h-28 w-full" aria-hidden="true">
        <path d="M44 6h10l6 16 6-16h10l8 12v56H36V18Z" fill="#fb923c" />
        <rect x="36" y="40" width="48" height="6" fill="#e5e7eb" />
        <rect x="36" y="54" width="48" height="6" fill="#e5e7eb" />
        <rect x="46" y="8" width="5" height="66" fill="#e5e7eb" />
        <rect x="69" y="8" width="5" height="66" fill="#e5e7eb" />
      </svg>
    ),
  },
];

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Merch Store - Coming Soon | Road Striping Directory",
    description:
      "Hard hats, high-vis work shirts, reflective safety vests and travel mugs for the striping trade. The Road Striping Directory merch store is coming soon.",
    keywords: "striping merch, safety gear, high-vis shirt, reflective safety vest, hard hat",
    path: "/merch",
    matches,
  });

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  if (filledHoneypot(formData)) {
    return redirectWithToast("/merch", {
      title: "You're on the list!",
      description: "We'll e-mail you when the merch store opens.",
    });
  }
  const submission = parseWithZod(formData, { schema: emailOnlySchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  if (!allow("merch", clientIp(request, context))) {
    return data(
      { result: submission.reply({ formErrors: ["Too many requests"] }) },
      {
        status: 429,
        headers: {
          "Set-Cookie": await toastCookie({
            title: "Error",
            description: "Too many requests from your network. Please try again later.",
            type: "destructive",
          }),
        },
      },
    );
  }
  const { created } = addMerchNotification(submission.value.email);
  return redirectWithToast(
    "/merch",
    created
      ? {
          title: "You're on the list!",
          description: `We'll e-mail ${submission.value.email} when the merch store opens.`,
        }
      : {
          title: "You're already on the list",
          description: `${submission.value.email} is already signed up. We'll let you know as soon as the store opens.`,
        },
  );
}

export default function Merch() {
  const actionData = useActionData<typeof action>();
  return (
    <div className="container-page py-10">
      <div className="text-center">
        <span className="rounded-full bg-yellow-100 px-3 py-1 text-sm font-semibold text-yellow-900">
          Coming Soon
        </span>
        <h1 className="mt-4 text-4xl font-extrabold text-gray-900">Merch Store</h1>
        <p className="mx-auto mt-3 max-w-2xl text-gray-700">
          Gear made for the striping trade: safety wear, apparel and accessories. Here is a first
          look at what is coming.
        </p>
      </div>

      <section aria-labelledby="preview-heading" className="mt-10">
        <h2 id="preview-heading" className="sr-only">
          Product previews
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {ITEMS.map((item) => (
            <li key={item.id} id={item.id}>
              <article className="flex h-full flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
                <div className="rounded-lg bg-gray-50 p-3">{item.art}</div>
                <p className="mt-3 text-xs font-semibold tracking-wide text-brand-700 uppercase">
                  {item.category}
                </p>
                <h3 className="mt-1 text-lg font-semibold text-gray-900">{item.name}</h3>
                <p className="mt-1 text-sm text-gray-700">{item.blurb}</p>
                <details className="mt-auto pt-4">
                  <summary className="cursor-pointer rounded-md border border-gray-300 px-3 py-1.5 text-center text-sm font-medium text-gray-800 hover:bg-gray-50">
                    View Product Preview
                  </summary>
                  <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-gray-700">
                    {item.details.map((d) => (
                      <li key={d}>{d}</li>
                    ))}
                  </ul>
                </details>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section
        id="notify"
        aria-labelledby="notify-heading"
        className="mx-auto mt-12 max-w-2xl rounded-xl bg-asphalt p-8 text-center text-white"
      >
        <h2 id="notify-heading" className="text-2xl font-semibold">
          Notify Me When Available
        </h2>
        <p className="mt-2 text-gray-200">
          Leave your e-mail address and we will write once, when the store opens. VIP subscribers
          will also be able to order merch with their own company branding.
        </p>
        <div className="mt-4 text-left">
          <EmailSignupForm
            id="merch-notify"
            action="/merch"
            intent="merch"
            label="Email address for the merch store announcement"
            button="Notify Me When Available"
            pendingButton="Saving..."
            lastResult={actionData?.result}
          />
        </div>
      </section>
    </div>
  );
}
