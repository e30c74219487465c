/**
 * Security headers on every answer (pages, files, API, errors): HSTS for a year (SPEC §9),
 * no MIME sniffing, a strict referrer policy, no framing, and the Content Security Policy of
 * security/csp.ts with the build's inline script hashes, read once when the server starts.
 */
import fp from 'fastify-plugin';
import {collectInlineScriptHashes, contentSecurityPolicy, needsEval} from '../security/csp';

export const staticSecurityHeaders = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
} as const;

export default fp<{buildDir: string}>(
  async function securityHeadersPlugin(app, {buildDir}) {
    const scriptHashes = await collectInlineScriptHashes(buildDir);
    app.log.info({inlineScripts: scriptHashes.length}, 'content security policy: inline script hashes read from the build');
    const policy = contentSecurityPolicy({scriptHashes});
    const docsPolicy = contentSecurityPolicy({scriptHashes, allowEval: true});

    app.addHook('onSend', async (request, reply, payload) => {
      reply.headers(staticSecurityHeaders);
      const queryStart = request.url.indexOf('?');
      const urlPath = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
      reply.header('content-security-policy', needsEval(urlPath) ? docsPolicy : policy);
      return payload;
    });
  },
  {name: 'security-headers'},
);
