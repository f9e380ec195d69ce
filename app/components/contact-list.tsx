import { EMAIL_WRAP, EmailText } from "~/components/ui/email-text";
import { websiteHref, websiteLabel } from "~/lib/website";

/**
 * A listing's phone, website and e-mail as a description list, each only when it has one (a
 * website only when it makes a link). The card labels them 'Phone:', the listing's page 'Phone'.
 */
export function ContactList({
  company,
  className,
  itemClassName,
  colon = false,
}: {
  company: { phone: string | null; website: string | null; email: string | null };
  className: string;
  itemClassName?: string;
  colon?: boolean;
}) {
  const label = (word: string) => <dt className="font-medium">{colon ? `${word}:` : word}</dt>;
  return (
    <dl className={className}>
      {company.phone ? (
        <div className={itemClassName}>
          {label("Phone")}
          <dd>{company.phone}</dd>
        </div>
      ) : null}
      {company.website && websiteHref(company.website) ? (
        <div className={itemClassName}>
          {label("Website")}
          <dd>{websiteLabel(company.website)}</dd>
        </div>
      ) : null}
      {company.email ? (
        <div className={itemClassName}>
          {label("Email")}
          <dd className={EMAIL_WRAP}>
            <EmailText email={company.email} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
