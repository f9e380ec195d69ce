import { Link } from "~/components/ui/link";
import { FOOTER_LINKS } from "~/lib/nav-links";
import { SITE } from "~/lib/site";
import { BrandLogo } from "./brand-logo";
import { LinkList } from "./content/link-list";
import { Kept } from "./server-markup";

const linkClass = "hover:text-white hover:underline";

export function SiteFooter({ signedIn }: { signedIn: boolean }) {
  const year = new Date().getUTCFullYear();
  return (
    <Kept
      as="footer"
      markupKey={`footer:${signedIn}:${year}`}
      className="mt-16 bg-asphalt text-gray-300"
    >
      <div className="container-page grid gap-8 py-12 md:grid-cols-3">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <BrandLogo /> {SITE.brand}
          </p>
          <p className="mt-3 text-sm text-gray-300">{SITE.tagline}.</p>
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Quick Links</h2>
          <LinkList
            links={FOOTER_LINKS}
            className="mt-3 grid grid-cols-2 gap-2 text-sm"
            linkClassName={linkClass}
          >
            <li>
              {signedIn ? (
                <Link to="/dashboard" className={linkClass}>
                  My Account
                </Link>
              ) : (
                <Link to="/login" className={linkClass}>
                  Sign In
                </Link>
              )}
            </li>
          </LinkList>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Suggestions</h2>
          <p className="mt-3 text-sm">
            Have an idea for the directory?{" "}
            <a
              href={`mailto:${SITE.suggestionsEmail}?subject=${encodeURIComponent("Directory suggestion")}`}
              className="font-medium text-stripe hover:underline"
            >
              Send us a suggestion
            </a>
          </p>
        </div>
      </div>
      <div className="border-t border-gray-700 py-4 text-center text-xs text-gray-400">
        © {year} {SITE.brand}. All rights reserved.
      </div>
    </Kept>
  );
}
