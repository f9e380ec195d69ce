import merchItems from "~/lib/merch-items.json";
import { EmailSignupForm } from "~/components/content/email-signup-form";
import { Band, PageHeader, Section } from "~/components/content/page-parts";
import { pageMeta } from "~/lib/seo";
import { addMerchNotification } from "~/models/content/merch.server";
import { emailSignupAction } from "~/server/auth/email-signup.server";
import type { Route } from "./+types/merch";
import { PUBLIC_FIXED_PAGE } from "~/lib/page-cache-handle";

/** The products previewed before the store opens; each has its picture at /images/merch/<id>.svg. */
type Item = {
  id: string;
  name: string;
  category: "Safety Gear" | "Apparel" | "Accessories";
  blurb: string;
  details: string[];
};
const ITEMS = merchItems as Item[];

/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_FIXED_PAGE;

/** The page shows no content of the database (decision 047). */
export function loader() {
  return null;
}

export const meta = pageMeta({
  title: "Merch Store - Coming Soon | Road Striping Directory",
  description:
    "Hard hats, high-vis work shirts, reflective safety vests and travel mugs for the striping trade. The Road Striping Directory merch store is coming soon.",
  keywords: "striping merch, safety gear, high-vis shirt, reflective safety vest, hard hat",
  path: "/merch",
});

export const action = (args: Route.ActionArgs) =>
  emailSignupAction(args, {
    path: "/merch",
    limit: {
      name: "merch",
      formError: "Too many requests",
      toast: "Too many requests from your network. Please try again later.",
    },
    decoy: () => ({
      title: "You're on the list!",
      description: "We'll e-mail you when the merch store opens.",
    }),
    save: (email) =>
      addMerchNotification(email).created
        ? {
            title: "You're on the list!",
            description: `We'll e-mail ${email} when the merch store opens.`,
          }
        : {
            title: "You're already on the list",
            description: `${email} is already signed up. We'll let you know as soon as the store opens.`,
          },
  });

export default function Merch() {
  return (
    <div className="container-page py-10">
      <PageHeader title="Merch Store" badge="Coming Soon" centered>
        Gear made for the striping trade: safety wear, apparel and accessories. Here is a first look
        at what is coming.
      </PageHeader>

      <Section
        labelId="preview-heading"
        title="Product previews"
        className="mt-10"
        headingClassName="sr-only"
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {ITEMS.map((item) => (
            <li key={item.id} id={item.id}>
              <article className="flex h-full flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
                <div className="rounded-lg bg-gray-50 p-3">
                  <img
                    src={`/images/merch/${item.id}.svg`}
                    alt=""
                    width={120}
                    height={80}
                    className="h-28 w-full"
                  />
                </div>
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
      </Section>

      <Band
        id="notify"
        labelId="notify-heading"
        title="Notify Me When Available"
        text="Leave your e-mail address and we will write once, when the store opens. VIP subscribers will also be able to order merch with their own company branding."
        className="mx-auto max-w-2xl"
      >
        <div className="mt-4 text-left">
          <EmailSignupForm
            action="/merch"
            intent="merch"
            label="Email address for the merch store announcement"
            button="Notify Me When Available"
            pendingButton="Saving..."
          />
        </div>
      </Band>
    </div>
  );
}
