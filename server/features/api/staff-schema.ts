/** The schemas of the API's staff routes (API keys in Settings, Chat Logs). */
import {apiKeyTypes, apiPermissions, rateLimitMax} from '../../../src/lib/api/keys';
import {apiKeyListSchema, createdApiKeySchema} from '../../../src/lib/staff/apiKeys';
import {conversationPageSchema, transcriptSchema} from '../../../src/lib/staff/conversations';
import {noContentSchema} from '../../platform/http/errors';
import {staffResponses} from '../staff';

const day = '^\\d{4}-\\d{2}-\\d{2}$';

// `agents` is checked by the shared rule (src/lib/staff/agents.ts), which answers with its own code.
const agentsParam = {type: 'string', maxLength: 20} as const;

export const keyListSchema = {querystring: {type: 'object', properties: {agents: agentsParam}}, response: staffResponses({200: apiKeyListSchema})} as const;

export const createKeySchema = {
  body: {
    type: 'object',
    properties: {
      name: {type: 'string', minLength: 1, maxLength: 100},
      type: {type: 'string', enum: [...apiKeyTypes]},
      agentId: {type: 'string', pattern: '^agt_[A-Za-z0-9_-]{1,64}$'},
      permissions: {type: 'array', items: {type: 'string', enum: [...apiPermissions]}, uniqueItems: true},
      origins: {type: 'array', items: {type: 'string', minLength: 1, maxLength: 200}, maxItems: 20},
      rateLimit: {type: 'integer', minimum: 1, maximum: rateLimitMax},
    },
    required: ['name', 'type'],
    additionalProperties: false,
  },
  response: staffResponses({201: createdApiKeySchema}),
} as const;

export const revokeKeySchema = {
  params: {type: 'object', properties: {id: {type: 'string', pattern: '^key_[A-Za-z0-9_-]{1,32}$'}}, required: ['id']},
  response: staffResponses({204: noContentSchema}),
} as const;

/** Chat Logs' filters: UTC days, and the paging cursor of the last page. */
export const chatLogQuery = {
  type: 'object',
  properties: {
    from: {type: 'string', pattern: day},
    to: {type: 'string', pattern: day},
    locale: {type: 'string', enum: ['en', 'es']},
    handedOff: {type: 'boolean'},
    withoutSources: {type: 'boolean'},
    ratedDown: {type: 'boolean'},
    agents: agentsParam,
    limit: {type: 'integer', minimum: 1, maximum: 100, default: 25},
    cursor: {type: 'string', maxLength: 100},
  },
} as const;

export const chatLogListSchema = {querystring: chatLogQuery, response: staffResponses({200: conversationPageSchema})} as const;

export const transcriptRouteSchema = {
  params: {type: 'object', properties: {id: {type: 'string', pattern: '^conv_[A-Za-z0-9_-]{1,64}$'}}, required: ['id']},
  response: staffResponses({200: transcriptSchema}),
} as const;
