import { HONEYPOT_FIELD } from "~/lib/honeypot";

/**
 * The field bots fill and people never see (decision 004). Hidden three ways: `hidden` and an
 * inline `display: none` hide it where the stylesheet did not load, `aria-hidden` from screen
 * readers. A text browser such as lynx ignores all three and prints every input, so the field
 * carries no text of its own: its name is an attribute, never words on the page.
 */
export function Honeypot() {
  return (
    <div hidden className="hidden" style={{ display: "none" }} aria-hidden="true">
      <input
        type="text"
        name={HONEYPOT_FIELD}
        aria-label="Leave this field empty"
        tabIndex={-1}
        autoComplete="off"
      />
    </div>
  );
}
