// The HTML checker's rules for tests/e2e/html-validity.spec.ts (decision 017). `standard` holds the
// rules that follow from the HTML standard itself (content models, unique ids, required
// attributes, ARIA that applies to the element) and none of html-validate's house-style rules
// (attribute quoting, void-element style, inline styles, id spelling, title length), so a
// failure here is an error the Nu HTML checker reports too, never a matter of taste.
import { defineConfig } from "html-validate";

export default defineConfig({
  extends: ["html-validate:standard"],
  rules: {
    // The Nu checker rejects `aria-label` on an element that cannot be named (a plain span or
    // div without a role). `allowAnyNamable` keeps it quiet where the label is allowed but
    // html-validate merely prefers visible text (a list, a section): that is style.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
  },
});
