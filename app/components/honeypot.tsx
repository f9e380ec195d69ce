import { HONEYPOT_FIELD } from "~/lib/honeypot";

/** The hidden field bots fill and people never see (decision 004). */
export function Honeypot() {
  return (
    // `hidden` as well as the class: hidden even where the stylesheet did not load.
    <div hidden className="hidden" aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
