/**
 * Reads the one shape of live code the docs show before the live editor loads: a single
 * self-closing element with plain string attributes, e.g. `<WidgetPreview data-position="top-left" />`.
 * That needs no transpiler, so the preview can be rendered (and prerendered) without react-live.
 * Anything else answers null and the page loads the live editor at once.
 */
export type StaticElement = {name: string; props: Record<string, string>};

const element = /^\s*<([A-Z][\w]*)((?:\s+[A-Za-z_][\w-]*\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*\/>\s*;?\s*$/;
const attribute = /([A-Za-z_][\w-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

export function parseStaticElement(code: string): StaticElement | null {
  const match = element.exec(code);
  if (!match) return null;
  const props: Record<string, string> = {};
  for (const [, name, doubleQuoted, singleQuoted] of match[2].matchAll(attribute)) {
    const value = doubleQuoted ?? singleQuoted;
    // JSX decodes HTML entities in attribute strings; leave those to the real transpiler.
    if (value.includes('&')) return null;
    props[name] = value;
  }
  return {name: match[1], props};
}
