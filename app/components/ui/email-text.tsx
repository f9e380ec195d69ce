import { Fragment } from "react";

/**
 * An e-mail address that wraps where a reader expects, after the '@' and before each dot of the
 * domain, never inside a word. Used with `EMAIL_WRAP`, which breaks a
 * single part only when it alone is wider than the line.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at < 1) return <>{email}</>;
  const domain = email.slice(at + 1).split(".");
  return (
    <>
      {email.slice(0, at)}
      <wbr />@
      {domain.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? (
            <>
              <wbr />.
            </>
          ) : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** The class an e-mail's box takes: wrap at the marked points, a word only when it must. */
export const EMAIL_WRAP = "min-w-0 break-words";
