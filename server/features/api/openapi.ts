/**
 * The OpenAPI 3.1 document of /v1 (issue 13 §1), made by @fastify/swagger from the route
 * schemas themselves, so the reference cannot drift from what the server checks and answers.
 * Registered inside the /v1 scope before its routes: it sees those routes and nothing else.
 * Served at GET /v1/openapi.json; `npm run openapi` (server/cli/write-openapi.ts) writes the same
 * document into the repo (openapi/agent-api.json), and `npm test` fails when the two differ.
 */
import swagger from '@fastify/swagger';
import type {FastifyPluginAsync} from 'fastify';
import fp from 'fastify-plugin';
import {apiPrefixes} from '../../../src/config/ids';
import {externalLinks} from '../../../src/config/site';
import {apiPermissions, defaultRateLimits, publicKeyPermissions, type ApiPermission} from '../../../src/lib/api/keys';
import {webhookOperations, webhooksTag} from '../webhooks';
import {tags} from '../../../src/lib/api/schemas';

export const openApiPath = '/openapi.json';
export const securitySchemeName = 'apiKey';

const keyTypes = `Send your API key as a bearer token: \`Authorization: Bearer YOUR_API_KEY\`. Three types:

- **Public** (\`pk_...\`): for browsers, such as the website widget. Only from the web origins set on the key (the \`Origin\` header must match); may ask, hand off, rate answers and read a conversation whose id it holds. ${defaultRateLimits.public} requests a minute.
- **Private** (\`sk_...\`): for your servers. Every permission. ${defaultRateLimits.private} requests a minute unless set otherwise.
- **Scoped** (\`rk_...\`): only the permissions chosen for it (${apiPermissions.map((p) => `\`${p}\``).join(', ')}). ${defaultRateLimits.scoped} requests a minute unless set otherwise.

A missing, malformed, unknown or revoked key gets \`401 unauthorized\`; a key without the operation's permission, or a public key from another origin, gets \`403 forbidden\`. Every answer carries \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\`; beyond the limit, \`429 rateLimited\` with \`Retry-After\`.`;

const tagDescriptions: Record<string, string> = {
  [tags.ask]: 'Ask the agent a question; it answers from its knowledge and cites its sources.',
  [tags.conversations]: 'Read conversations and their messages, and rate answers.',
  [tags.knowledge]: 'The documents the agent answers from.',
  [tags.handoff]: 'Hand a visitor over to your sales or support team.',
  [tags.widget]: 'The script that adds the chat widget to a web page.',
  [webhooksTag]: 'Requests we send to your server when something happens.',
};

/** The parts of the document no route holds: who we are, where the API lives, keys, webhooks. */
export const documentHead = {
  openapi: '3.1.0',
  info: {
    title: 'AgentWorks API',
    version: '1.1.0',
    summary: 'Ask your AI agent, read its conversations, manage its knowledge and hand visitors off to people.',
    description:
      'A JSON-over-HTTPS REST API. Every endpoint takes and returns JSON; every refusal is `{"code", "error"}` with a stable `code`.',
    license: {name: 'Proprietary', identifier: 'LicenseRef-AgentWorks'},
    contact: {name: 'AgentWorks developer support', url: externalLinks.developerPortal},
  },
  servers: [
    {url: '/', description: 'The server that serves this document (the documentation\'s sandbox)'},
    {url: externalLinks.apiBaseUrl, description: 'Production'},
  ],
  security: [{[securitySchemeName]: []}],
  tags: [...Object.values(tags), webhooksTag].map((name) => ({name, description: tagDescriptions[name]})),
  components: {
    securitySchemes: {
      [securitySchemeName]: {type: 'http', scheme: 'bearer', description: keyTypes},
    },
  },
  webhooks: webhookOperations,
};

type RouteConfig = {permission?: ApiPermission; publicKeyAllowed?: boolean; keyless?: boolean};

/**
 * Every keyed operation names the permission its key needs as the scope of its security
 * requirement (OpenAPI 3.1 allows roles there), and `x-public-key` says public keys may call it.
 */
function withPermission(schema: Record<string, unknown>, config: RouteConfig | undefined): Record<string, unknown> {
  if (!config || config.keyless) return {...schema, security: []};
  const needed = config.permission;
  if (!needed) return schema;
  const publicToo = config.publicKeyAllowed === true || publicKeyPermissions.includes(needed);
  return {...schema, security: [{[securitySchemeName]: [needed]}], 'x-public-key': publicToo};
}

const openApi: FastifyPluginAsync = async (app) => {
  await app.register(swagger, {
    openapi: documentHead as never,
    hideUntagged: true,
    transform: ({schema, url, route}) => ({
      schema: withPermission(schema as Record<string, unknown>, route.config as RouteConfig | undefined) as never,
      url,
    }),
  });

  app.get(openApiPath, {config: {keyless: true}, schema: {hide: true}}, async (_request, reply) =>
    // @fastify/swagger builds the document once and caches it.
    reply.header('cache-control', 'public, max-age=300').send(app.swagger()),
  );
};

export const openApiUrl = `${apiPrefixes.v1}${openApiPath}`;

export default fp(openApi, {name: 'v1-openapi'});
