/**
 * What a typed text may hold (decision 043). A single-line field (a name, an e-mail, a web
 * address, a title) holds no control character at all: a CR/LF in a website became a broken
 * redirect header, a NUL in a name went raw into every page that shows it. A multi-line field (a
 * description, a message, a review) may hold line breaks and tabs, nothing else below a space.
 * Neither may hold half of a surrogate pair, which no text encodes and SQLite stores as garbage.
 */

export const CONTROL_MESSAGE =
  "Remove the control characters (line breaks, tabs or other invisible characters) from this field.";
export const MULTILINE_CONTROL_MESSAGE =
  "Remove the invisible control characters from this field; only line breaks and tabs are allowed.";

/* eslint-disable no-control-regex -- the point of these patterns is the control characters */
/** C0 controls and DEL, and any UTF-16 half of a pair standing alone. */
const SINGLE_LINE_BAD =
  /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** The same, except tab, line feed and carriage return. */
const MULTI_LINE_BAD =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/* eslint-enable no-control-regex */

/** True when `value` is fit for a one-line field. */
export const isSingleLine = (value: string) => !SINGLE_LINE_BAD.test(value);

/** True when `value` is fit for a multi-line field (line breaks and tabs allowed). */
export const isMultiLine = (value: string) => !MULTI_LINE_BAD.test(value);

/** The refusal message for `value`, or null when it may be stored. For code outside a schema. */
export function controlCharacterProblem(value: string, multiline = false): string | null {
  if (multiline) return isMultiLine(value) ? null : MULTILINE_CONTROL_MESSAGE;
  return isSingleLine(value) ? null : CONTROL_MESSAGE;
}

/** A zod `.refine` pair for a one-line string: `.refine(...singleLine)`. */
export const singleLine = [isSingleLine, CONTROL_MESSAGE] as const;

/** A zod `.refine` pair for a multi-line string: `.refine(...multiLine)`. */
export const multiLine = [isMultiLine, MULTILINE_CONTROL_MESSAGE] as const;
