import { HONEYPOT_FIELD } from "~/lib/honeypot";

/**
 * The field bots fill and people never see (decision 004). A text browser such as lynx or w3m
 * ignores CSS and the `hidden` and `aria-hidden` attributes and prints every visible input as an
 * empty box, which a reader may fill in and be taken for a bot; an input of type `hidden` is the
 * one kind every browser leaves out. Bots that post every named field still fill it. The wrapper
 * keeps `hidden`, an inline `display: none` and `aria-hidden` for any tool that honours them.
 */
export function Honeypot() {
  return (
    <div hidden className="hidden" style={{ display: "none" }} aria-hidden="true">
      <input type="hidden" name={HONEYPOT_FIELD} defaultValue="" />
    </div>
  );
}
