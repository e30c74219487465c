/**
 * /v1/knowledge: an agent's own documents (Markdown, up to 1 MB). Adding one indexes it at once
 * on this instance and bumps the knowledge version, which every other instance polls
 * (knowledge-sync.ts), so all of them answer from it within the sync interval.
 */
import type {FastifyPluginAsync} from 'fastify';
import type {KnowledgeDocument} from '../../agent/types';
import {addKnowledge, deleteKnowledge, getKnowledge, listKnowledge, type KnowledgeRecord} from '../../db/knowledge';
import {keyOf} from '../../plugins/api-keys';
import {HttpError} from '../../plugins/errors';
import * as examples from './examples';
import {errorResponses, iso, tags, timestamp} from './schemas';

export const knowledgeContentMaxBytes = 1024 * 1024;

const knowledgeId = {
  type: 'string',
  pattern: '^kn_[A-Za-z0-9_-]{1,64}$',
  description: 'A knowledge document id (kn_...).',
  examples: [examples.knowledgeCreated.id],
} as const;

const documentFields = {
  id: knowledgeId,
  title: {type: 'string', description: 'Shown as the source title when the agent cites this document.'},
  source_url: {type: ['string', 'null'], description: 'The page cited with answers from this document, or null.'},
  locale: {type: ['string', 'null'], description: 'The language of the document (en or es), or null for any.'},
  tags: {type: 'array', items: {type: 'string'}},
  status: {type: 'string', enum: ['ready'], description: 'Documents are indexed when added: always ready.'},
  created_at: timestamp,
} as const;

const documentSummary = {
  type: 'object',
  description: 'A knowledge document without its content.',
  properties: documentFields,
  required: ['id', 'title', 'source_url', 'locale', 'tags', 'status', 'created_at'],
} as const;

type AddBody = {title: string; content: string; source_url?: string; locale?: string; tags?: string[]};

export function engineDocument(record: KnowledgeRecord): KnowledgeDocument {
  return {
    id: record.id,
    agentId: record.agentId,
    title: record.title,
    content: record.content,
    url: record.sourceUrl,
    locale: record.locale,
    tags: record.tags,
  };
}

function summaryBody(record: KnowledgeRecord) {
  return {
    id: record.id,
    title: record.title,
    source_url: record.sourceUrl,
    locale: record.locale,
    tags: record.tags,
    status: 'ready' as const,
    created_at: iso(record.createdAt),
  };
}

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

const knowledgeRoutes: FastifyPluginAsync = async (app) => {
  app.post<{Body: AddBody}>(
    '/knowledge',
    {
      config: {permission: 'knowledge:write'},
      // 1 MB of Markdown, with room for its JSON escaping.
      bodyLimit: 3 * knowledgeContentMaxBytes,
      schema: {
        operationId: 'addKnowledge',
        summary: 'Add knowledge',
        description: 'Adds one Markdown document to the agent\'s knowledge. It is split at its headings and answered from at once.',
        tags: [tags.knowledge],
        body: {
          type: 'object',
          properties: {
            title: {type: 'string', minLength: 1, maxLength: 200, description: 'The document\'s title.'},
            content: {type: 'string', minLength: 1, description: 'Markdown, up to 1 MB (UTF-8).'},
            source_url: {type: 'string', maxLength: 2000, description: 'An http(s) page cited with answers from this document.'},
            locale: {type: 'string', enum: ['en', 'es'], description: 'The document\'s language; omit it to answer from it in any.'},
            tags: {type: 'array', maxItems: 20, items: {type: 'string', minLength: 1, maxLength: 50}, description: 'Labels for your own use.'},
          },
          required: ['title', 'content'],
          examples: [examples.knowledgeRequest],
        },
        response: {
          201: {
            type: 'object',
            description: 'The stored document.',
            properties: {id: knowledgeId, title: documentFields.title, status: documentFields.status, created_at: timestamp},
            required: ['id', 'title', 'status', 'created_at'],
            examples: [examples.knowledgeCreated],
          },
          ...errorResponses(400, 413),
        },
      },
    },
    async (request, reply) => {
      const {agentId} = keyOf(request);
      const {title, content, source_url: sourceUrl, locale, tags: labels = []} = request.body;
      if (!title.trim()) throw new HttpError(400, 'invalidRequest', 'title must not be empty');
      if (!content.trim()) throw new HttpError(400, 'invalidRequest', 'content must not be empty');
      if (Buffer.byteLength(content, 'utf8') > knowledgeContentMaxBytes) {
        throw new HttpError(400, 'invalidRequest', 'content must be at most 1 MB');
      }
      if (sourceUrl !== undefined && !isWebUrl(sourceUrl)) throw new HttpError(400, 'invalidRequest', 'source_url must be an http or https URL');
      const record = await addKnowledge(app.db, {
        agentId,
        title: title.trim(),
        content,
        sourceUrl: sourceUrl ?? null,
        locale: locale ?? null,
        tags: labels,
      });
      app.agent.upsertDocument(engineDocument(record));
      return reply.code(201).send({id: record.id, title: record.title, status: 'ready', created_at: iso(record.createdAt)});
    },
  );

  app.get<{Querystring: {limit: number; starting_after?: string}}>(
    '/knowledge',
    {
      config: {permission: 'knowledge:read'},
      schema: {
        operationId: 'listKnowledge',
        summary: 'List knowledge',
        description: 'The agent\'s documents, newest first, a page at a time.',
        tags: [tags.knowledge],
        querystring: {
          type: 'object',
          properties: {
            limit: {type: 'integer', minimum: 1, maximum: 100, default: 20, description: 'Documents per page.'},
            starting_after: {...knowledgeId, description: 'The last id of the previous page.'},
          },
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            description: 'A page of documents.',
            properties: {data: {type: 'array', items: documentSummary}, has_more: {type: 'boolean', description: 'Whether another page follows.'}},
            required: ['data', 'has_more'],
            examples: [examples.knowledgeList],
          },
          ...errorResponses(400),
        },
      },
    },
    async (request) => {
      const {agentId} = keyOf(request);
      const {limit, starting_after: startingAfter} = request.query;
      const after = startingAfter === undefined ? undefined : await getKnowledge(app.db, agentId, startingAfter);
      if (startingAfter !== undefined && !after) {
        throw new HttpError(400, 'invalidRequest', 'starting_after must be the id of a document of this agent');
      }
      const page = await listKnowledge(app.db, agentId, {limit, after});
      return {data: page.documents.map(summaryBody), has_more: page.hasMore};
    },
  );

  const byId = {type: 'object', properties: {id: knowledgeId}, required: ['id']} as const;

  app.get<{Params: {id: string}}>(
    '/knowledge/:id',
    {
      config: {permission: 'knowledge:read'},
      schema: {
        operationId: 'getKnowledge',
        summary: 'Get knowledge',
        description: 'One document with its Markdown content.',
        tags: [tags.knowledge],
        params: byId,
        response: {
          200: {
            type: 'object',
            description: 'The document.',
            properties: {...documentFields, content: {type: 'string'}},
            required: [...documentSummary.required, 'content'],
            examples: [examples.knowledgeDocument],
          },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => {
      const record = await getKnowledge(app.db, keyOf(request).agentId, request.params.id);
      if (!record) throw new HttpError(404, 'notFound', 'No such knowledge document');
      return {...summaryBody(record), content: record.content};
    },
  );

  app.delete<{Params: {id: string}}>(
    '/knowledge/:id',
    {
      config: {permission: 'knowledge:write'},
      schema: {
        operationId: 'deleteKnowledge',
        summary: 'Delete knowledge',
        description: 'Removes the document; the agent stops answering from it at once (every instance within the sync interval).',
        tags: [tags.knowledge],
        params: byId,
        response: {204: {type: 'null', description: 'Deleted.'}, ...errorResponses(400, 404)},
      },
    },
    async (request, reply) => {
      const {agentId} = keyOf(request);
      if (!(await deleteKnowledge(app.db, agentId, request.params.id))) {
        throw new HttpError(404, 'notFound', 'No such knowledge document');
      }
      app.agent.removeDocument(agentId, request.params.id);
      return reply.code(204).send();
    },
  );
};

export default knowledgeRoutes;
