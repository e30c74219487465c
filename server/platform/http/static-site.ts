/**
 * Publishes the Docusaurus build. Docusaurus writes `trailingSlash: false` pages as
 * `pricing.html` and locale home pages as `es/index.html`, so clean URLs are mapped to those
 * files here, and the other spelling of a URL is redirected (301) to the canonical one the page
 * declares: `/pricing/` -> `/pricing`, `/es` -> `/es/`. Unknown paths get the 404 page of their
 * locale with status 404. Files are sent precompressed (.br / .gz beside them) when the client
 * accepts it; hashed assets are cached for a year, everything else revalidates.
 * A page also has a Markdown twin (`pricing.md` beside `pricing.html`, written by the knowledge
 * build): a request that prefers `text/markdown` to `text/html` gets the twin at the page's URL.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type {FastifyReply, FastifyRequest} from 'fastify';
import fp from 'fastify-plugin';

export type StaticSiteOptions = {
  buildDir: string;
  /** Paths owned by the API: a miss there is a JSON 404, never an HTML page. */
  apiPrefixes: readonly string[];
};

export const cacheControl = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'public, max-age=0, must-revalidate',
  none: 'no-store',
} as const;

/** Docusaurus puts content-hashed bundles under assets/ (and <locale>/assets/). */
const hashedAsset = /^(?:[a-z]{2,3}(?:-[A-Za-z0-9]+)?\/)?assets\//;

export function cacheControlFor(relativeFile: string): string {
  return hashedAsset.test(relativeFile) ? cacheControl.immutable : cacheControl.revalidate;
}

export type PageResolution =
  | {kind: 'file'; file: string}
  | {kind: 'redirect'; location: string}
  | {kind: 'missing'};

async function isFile(root: string, relative: string): Promise<boolean> {
  try {
    return (await fs.stat(path.join(root, relative))).isFile();
  } catch {
    return false;
  }
}

/**
 * Decodes the path and refuses anything that could step outside the build or name a hidden
 * file; undefined means "treat as not found".
 */
function safeSegments(rawPath: string): string[] | undefined {
  if (rawPath.startsWith('//')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').slice(1);
  const inner = segments.slice(0, -1);
  const last = segments[segments.length - 1];
  if (inner.some((s) => s === '' || s.startsWith('.'))) return undefined;
  if (last.startsWith('.')) return undefined;
  return segments;
}

/** Maps a request path (without query) to a file of the build, or to its canonical spelling. */
export async function resolvePage(root: string, rawPath: string): Promise<PageResolution> {
  const segments = safeSegments(rawPath);
  if (!segments) return {kind: 'missing'};
  if (rawPath === '/') {
    return (await isFile(root, 'index.html')) ? {kind: 'file', file: 'index.html'} : {kind: 'missing'};
  }

  const trailingSlash = segments[segments.length - 1] === '';
  const relative = segments.filter(Boolean).join('/');

  if (trailingSlash) {
    const index = `${relative}/index.html`;
    if (await isFile(root, index)) return {kind: 'file', file: index};
    if ((await isFile(root, `${relative}.html`)) || (await isFile(root, relative))) {
      return {kind: 'redirect', location: rawPath.slice(0, -1)};
    }
    return {kind: 'missing'};
  }

  if (await isFile(root, relative)) return {kind: 'file', file: relative};
  if (await isFile(root, `${relative}.html`)) return {kind: 'file', file: `${relative}.html`};
  if (await isFile(root, `${relative}/index.html`)) return {kind: 'redirect', location: `${rawPath}/`};
  return {kind: 'missing'};
}

/** The 404 page of the path's locale (es/404.html for /es/...), else the default one. */
async function notFoundPageFor(root: string, rawPath: string): Promise<string | undefined> {
  const first = safeSegments(rawPath)?.[0];
  if (first && !first.includes('.') && (await isFile(root, `${first}/404.html`))) {
    return `${first}/404.html`;
  }
  return (await isFile(root, '404.html')) ? '404.html' : undefined;
}

type MediaRange = {type: string; subtype: string; q: number};

function parseAccept(accept: string): MediaRange[] {
  return accept.split(',').flatMap((part) => {
    const [range, ...params] = part.trim().split(';');
    const [type, subtype] = range.trim().toLowerCase().split('/');
    if (!type || !subtype) return [];
    const qParam = params.map((param) => param.trim().split('=')).find(([name]) => name?.trim().toLowerCase() === 'q');
    const q = qParam ? Number(qParam[1]) : 1;
    return Number.isFinite(q) ? [{type, subtype, q: Math.min(Math.max(q, 0), 1)}] : [];
  });
}

/** The quality the Accept header gives a media type through its most specific matching range (RFC 9110 12.5.1). */
function qualityOf(ranges: MediaRange[], mediaType: string): {q: number; specificity: number; position: number} {
  const [type, subtype] = mediaType.split('/');
  let best = {q: 0, specificity: -1, position: Infinity};
  ranges.forEach((range, position) => {
    const specificity =
      range.type === type && range.subtype === subtype ? 2 : range.type === type && range.subtype === '*' ? 1 : range.type === '*' && range.subtype === '*' ? 0 : -1;
    if (specificity > best.specificity) best = {q: range.q, specificity, position};
  });
  return best;
}

/**
 * Whether a page request asks for Markdown rather than HTML: text/markdown must be acceptable
 * and rank above text/html (by quality, then by naming it more specifically, then by order).
 */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (!accept) return false;
  const ranges = parseAccept(accept);
  const markdown = qualityOf(ranges, 'text/markdown');
  const html = qualityOf(ranges, 'text/html');
  if (markdown.q <= 0 || markdown.specificity < 2) return false;
  if (markdown.q !== html.q) return markdown.q > html.q;
  if (markdown.specificity !== html.specificity) return markdown.specificity > html.specificity;
  return markdown.position < html.position;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function missingBuildPage(buildDir: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Site not built yet</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem}code{background:#eee;padding:.1em .3em}</style>
</head><body>
<h1>The site has not been built yet</h1>
<p>The API is running, but there is no production build in <code>${escapeHtml(buildDir)}</code>.</p>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds and serves), then reload this page.</p>
</body></html>
`;
}

const plainNotFoundPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page not found</title>' +
  '<meta name="robots" content="noindex, nofollow"></head><body><h1>Oops! Page not found</h1></body></html>';

export default fp<StaticSiteOptions>(
  async function staticSitePlugin(app, {buildDir, apiPrefixes}) {
    // Only the sendFile helper (with precompressed variants) is used; routing is done below so
    // that clean URLs, redirects and per-locale 404 pages follow Docusaurus's output layout.
    await app.register(fastifyStatic, {
      root: buildDir,
      serve: false,
      preCompressed: true,
      cacheControl: false,
      etag: true,
      lastModified: true,
      index: false,
      dotfiles: 'ignore',
      suppressWarning: true,
    });

    app.addHook('onReady', async () => {
      if (!(await isFile(buildDir, 'index.html'))) {
        app.log.warn(`no site build in ${buildDir}: the API runs, pages answer 503 until \`npm run build\``);
      } else if (!(await isFile(buildDir, 'index.html.br'))) {
        app.log.warn(`the build in ${buildDir} is not precompressed: run \`node scripts/precompress.mjs\``);
      }
    });

    async function sendNotFound(request: FastifyRequest, reply: FastifyReply, rawPath: string) {
      const page = await notFoundPageFor(buildDir, rawPath);
      if (page) {
        request.documentFile = page;
        return reply
          .code(404)
          .header('cache-control', cacheControl.revalidate)
          .sendFile(page, {etag: false, lastModified: false});
      }
      if (!(await isFile(buildDir, 'index.html'))) {
        return reply
          .code(503)
          .header('cache-control', cacheControl.none)
          .header('retry-after', '30')
          .type('text/html; charset=utf-8')
          .send(missingBuildPage(buildDir));
      }
      request.log.warn('the build has no 404.html');
      return reply.code(404).type('text/html; charset=utf-8').send(plainNotFoundPage);
    }

    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      // Build files are compressed once at build time; on-the-fly compression is for the API.
      compress: false,
      handler: async (request, reply) => {
        const queryStart = request.url.indexOf('?');
        const rawPath = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
        const query = queryStart === -1 ? '' : request.url.slice(queryStart);

        if (apiPrefixes.some((prefix) => rawPath === prefix || rawPath.startsWith(`${prefix}/`))) {
          return reply.callNotFound();
        }

        const resolution = await resolvePage(buildDir, rawPath);
        if (resolution.kind === 'redirect') return reply.redirect(resolution.location + query, 301);
        if (resolution.kind === 'missing') return sendNotFound(request, reply, rawPath);
        if (resolution.file.endsWith('.html')) {
          // The same URL answers HTML or Markdown: caches must key on Accept.
          reply.header('vary', 'Accept');
          const twin = resolution.file.replace(/\.html$/, '.md');
          if (prefersMarkdown(request.headers.accept) && (await isFile(buildDir, twin))) {
            return reply.header('cache-control', cacheControl.revalidate).sendFile(twin);
          }
          request.documentFile = resolution.file;
        }
        const caching = cacheControlFor(resolution.file);
        // A hashed asset never changes under its name: no validators to revalidate with, and
        // no byte ranges of a script or style sheet anyone asks for.
        const validators = caching === cacheControl.immutable ? {etag: false, lastModified: false, acceptRanges: false} : {};
        return reply.header('cache-control', caching).sendFile(resolution.file, validators);
      },
    });
  },
  // security-headers decorates the request with `documentFile` (the page whose scripts it hashes).
  {name: 'static-site', dependencies: ['security-headers']},
);
