/**
 * Security headers, by what an answer is:
 * - every answer (pages, files, API, errors): HSTS for a year (SPEC §9), no MIME sniffing, a
 *   strict referrer policy; a hashed build asset (cached for a year, immutable) gets only the
 *   no-sniff header: the pages that load it already set HSTS, and a referrer policy on a
 *   script changes nothing, while 14 scripts a page would each pay about 120 bytes for them;
 * - documents a browser renders (HTML pages, the 404 and 503 pages, SVG opened on its own):
 *   also no framing, the opener and permissions policies, and the Content Security Policy of
 *   csp.ts. A script, style sheet, image or JSON answer is never rendered as a page,
 *   so a policy there would only cost bytes (about 600 per answer, more than a small chunk).
 * The policy's inline script hashes follow the build on disk (script-hashes.ts): the
 * static route names the HTML file it serves, and a file that changed is hashed again.
 */
import fp from 'fastify-plugin';
import {contentSecurityPolicy, needsEval} from './csp';
import {BuildScriptHashes} from './script-hashes';

declare module 'fastify' {
  interface FastifyRequest {
    /** The build's HTML file this answer sends (relative to the build), set by the static route. */
    documentFile: string | null;
  }
}

export const everyAnswerHeaders = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

export const documentHeaders = {
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
} as const;

/** Media types a browser renders as a document that could run script. */
const documentTypes = /^\s*(?:text\/html|application\/xhtml\+xml|image\/svg\+xml)\b/i;

export function isDocumentType(contentType: unknown): boolean {
  return typeof contentType === 'string' && documentTypes.test(contentType);
}

export default fp<{buildDir: string}>(
  async function securityHeadersPlugin(app, {buildDir}) {
    const hashes = new BuildScriptHashes(buildDir, (error) =>
      app.log.error({err: error}, 'content security policy: rescanning the build failed'),
    );
    await hashes.scanAll();
    app.log.info({inlineScripts: hashes.hashes.length}, 'content security policy: inline script hashes read from the build');

    let policies = {version: -1, plain: '', withEval: ''};
    function policyFor(urlPath: string): string {
      if (policies.version !== hashes.version) {
        const scriptHashes = hashes.hashes;
        policies = {
          version: hashes.version,
          plain: contentSecurityPolicy({scriptHashes}),
          withEval: contentSecurityPolicy({scriptHashes, allowEval: true}),
        };
      }
      return needsEval(urlPath) ? policies.withEval : policies.plain;
    }

    app.decorateRequest('documentFile', null);
    app.addHook('onClose', () => hashes.settled());

    app.addHook('onSend', async (request, reply, payload) => {
      if (String(reply.getHeader('cache-control') ?? '').includes('immutable')) {
        reply.header('x-content-type-options', everyAnswerHeaders['x-content-type-options']);
        return payload;
      }
      reply.headers(everyAnswerHeaders);
      if (!isDocumentType(reply.getHeader('content-type'))) return payload;
      reply.headers(documentHeaders);
      if (request.documentFile) await hashes.refresh(request.documentFile);
      const queryStart = request.url.indexOf('?');
      const urlPath = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
      reply.header('content-security-policy', policyFor(urlPath));
      return payload;
    });
  },
  {name: 'security-headers'},
);
