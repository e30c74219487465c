/**
 * Values written into a notification are the visitor's words, so they must not be able to
 * shape the mail: a name holding CR/LF would otherwise start a line of its own in the body
 * ("Email: attacker@example.com" under the real fields) or in a header. Whatever the input
 * checks let through, composing folds every value onto one line here.
 */

/** Line breaks of every kind (CR, LF, NEL, vertical tab, form feed, line/paragraph separators). */
const lineBreaks = /[\r\n\v\f\u0085\u2028\u2029]+/g;
/** Other C0/C1 controls and DEL: a tab becomes a space, the rest carry nothing readable. */
const tabs = /\t/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controls = /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f]/g;
/** Bidi embeddings, overrides and isolates reorder what staff read (e.g. a reversed address). */
const bidiControls = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** A surrogate without its partner is not text; mail encoders would mangle it differently. */
const loneSurrogates = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** `value` as one line of plain text, NFC-normalised, without controls or bidi overrides. */
export function oneLine(value: string): string {
  return value
    .replace(loneSurrogates, '\ufffd')
    .normalize('NFC')
    .replace(lineBreaks, ' ')
    .replace(tabs, ' ')
    .replace(controls, '')
    .replace(bidiControls, '')
    .trim();
}

/** One "Label: value" line per field; a value can never start a line of its own (oneLine below). */
export function fieldLines(title: string, fields: Array<[string, string]>): string {
  const width = Math.max(...fields.map(([label]) => label.length));
  const lines = fields.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${oneLine(value) || '-'}`);
  return `${title}\n\n${lines.join('\n')}\n`;
}
