/**
 * The Content Security Policy of the site. Scripts: the site's own files plus the exact inline
 * scripts Docusaurus writes into the built HTML (theme and locale bootstraps, React's streaming
 * helpers), allowed by their SHA-256 hashes, which script-hashes.ts reads from the build and
 * keeps current. No 'unsafe-inline' for scripts, so an injected inline script does not run.
 *
 * - style-src needs 'unsafe-inline': the prerendered HTML carries style="" attributes (React
 *   style props of the theme and our components) and the theme sets styles at run time; hashes
 *   cannot cover attributes without 'unsafe-hashes' on every value. Styles cannot run code.
 * - 'unsafe-eval' only on documentation pages: the live code editor (react-live) compiles the
 *   reader's code with `new Function`. Elsewhere nothing evaluates strings.
 * - worker-src 'self': the local search runs its index in a same-origin Web Worker.
 * - connect-src 'self': the forms, search index and storage are all on this origin.
 */
import {createHash} from 'node:crypto';
import {isLiveCodeZone} from '../../../src/lib/cspZones';

/** Script types a browser executes (everything else, e.g. application/ld+json, is data). */
const executableTypes = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript']);

const attributePattern = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function parseAttributes(raw: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of raw.matchAll(attributePattern)) {
    attributes.set(match[1].toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/**
 * Inline scripts of one HTML document. A script element's content is raw text that ends at
 * the first "</script", so a scan for the element boundaries is exact; attributes (quoted or
 * not, as Docusaurus's minifier leaves them) are tokenised to skip external and data scripts.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
  for (const match of html.matchAll(pattern)) {
    const attributes = parseAttributes(match[1]);
    if (attributes.has('src')) continue;
    const type = (attributes.get('type') ?? '').trim().toLowerCase();
    if (!executableTypes.has(type)) continue;
    if (match[2].length > 0) scripts.push(match[2]);
  }
  return scripts;
}

export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

export type CspOptions = {scriptHashes: readonly string[]; allowEval?: boolean};

export function contentSecurityPolicy({scriptHashes, allowEval = false}: CspOptions): string {
  const script = ["'self'", ...scriptHashes, ...(allowEval ? ["'unsafe-eval'"] : [])];
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Documentation pages (any locale, any version) host the live code editor. */
export const needsEval = isLiveCodeZone;
