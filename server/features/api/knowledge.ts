/**
 * /v1/knowledge: an agent's own documents: Markdown (up to 1 MB), files (PDF, DOCX, Markdown,
 * HTML, text; multipart) or a web address (a page or a sitemap), the last two read by
 * features/knowledge-ingest in a worker thread. Adding one indexes it at once
 * on this instance and bumps the knowledge version, which every other instance polls
 * (knowledge-cache.ts), so all of them answer from it within the sync interval. A large upload
 * (over 10 MB in all), or a file or address sent with `Prefer: respond-async`, is answered 202 with
 * an import job (features/knowledge-ingest/import-jobs.ts) followed at /v1/knowledge/imports/{id}.
 */
import multipart from '@fastify/multipart';
import type {FastifyPluginAsyncJsonSchemaToTs} from '@fastify/type-provider-json-schema-to-ts';
import type {FastifyReply, FastifyRequest} from 'fastify';
import {apiPrefixes} from '../../../src/config/ids';
import type {KnowledgeDocument} from '../agent';
import {
  checkAddress,
  countIngestRequest,
  fetchSources,
  importBucket,
  largeUploadBytes,
  IngestRefusal,
  ingestRefusals,
  ingestSources,
  readUpload,
  refusalText,
  uploadLimits,
  type IngestRefusalCode,
  type IngestResult,
} from '../knowledge-ingest';
import {addKnowledge, deleteKnowledge, getKnowledge, listKnowledge, type KnowledgeRecord} from './knowledge-queries';
import {createImport, getImport, newImportId, type ImportFile, type NewImport} from '../knowledge-ingest';
import {keyOf} from './key-auth';
import {HttpError} from '../../platform/http/errors';
import * as examples from './examples';
import {importAccepted, importBody, importId, ingestedBody, ingestErrorResponses, multipartBody, urlField} from './knowledge-ingest-schemas';
import {documentSaver} from './knowledge-imports';
import {answerLocale} from './locale';
import {errorResponses, iso, tags, timestamp} from '../../../src/lib/api/schemas';

export const knowledgeContentMaxBytes = 1024 * 1024;

/** An import that failed for no stated reason, after its retries. */
const importFailedText = {
  en: 'The import could not be completed: please try again',
  es: 'No se pudo completar la importación: vuelva a intentarlo',
} as const;

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

type AddBody = {title?: string; content?: string; url?: string; source_url?: string; locale?: string; tags?: string[]};

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

/** A refusal of a file or address in the caller's language (Accept-Language, as /v1/ask answers). */
function localised(request: FastifyRequest, error: IngestRefusal): HttpError {
  const locale = answerLocale(undefined, request.headers['accept-language']);
  return new HttpError(ingestRefusals[error.code].status, error.code, refusalText(error.code, locale));
}

const markdownBody = {
  title: {type: 'string', minLength: 1, maxLength: 200, description: 'The document\'s title (with content).'},
  content: {type: 'string', minLength: 1, description: 'Markdown, up to 1 MB (UTF-8).'},
  url: urlField,
  source_url: {type: 'string', maxLength: 2000, description: 'An http(s) page cited with answers from this document (with content).'},
  locale: {type: 'string', enum: ['en', 'es'], description: 'The document\'s language; omit it to answer from it in any.'},
  tags: {type: 'array', maxItems: 20, items: {type: 'string', minLength: 1, maxLength: 50}, description: 'Labels for your own use.'},
} as const;

const knowledgeRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  // Only this scope takes uploads; the limits hold while streaming (one byte over is enough).
  await app.register(multipart, {preservePath: true, limits: uploadLimits});

  const saver = documentSaver(app);

  /** The caller asked for the job's answer (RFC 7240), whatever the input's size. */
  const wantsAsync = (request: FastifyRequest) => /(^|[\s,;])respond-async\b/i.test(String(request.headers.prefer ?? ''));

  /** Queues the import and answers 202 with where to follow it. */
  const accepted = async (reply: FastifyReply, job: NewImport) => {
    await createImport(app.db, job);
    app.knowledgeImports.nudge();
    const statusUrl = `${apiPrefixes.v1}/knowledge/imports/${job.id}`;
    return reply.code(202).header('location', statusUrl).send({id: job.id, status: 'queued', status_url: statusUrl});
  };

  const ingestedAnswer = (request: FastifyRequest, result: IngestResult) => {
    const locale = answerLocale(undefined, request.headers['accept-language']);
    const documents = result.documents.map((doc) => ({
      id: doc.id,
      title: doc.title,
      source: doc.source,
      kind: doc.kind,
      source_url: doc.sourceUrl,
      status: 'ready' as const,
      created_at: iso(doc.createdAt),
      sections: doc.sections,
    }));
    return {
      documents,
      skipped: result.skipped.map(({source, code}) => ({source, code, error: refusalText(code, locale)})),
      sections_indexed: documents.reduce((sum, doc) => sum + doc.sections.length, 0),
    };
  };

  /** Nothing could be read: the first refusal is the answer. */
  const nothingAdded = (result: IngestResult) => {
    if (result.documents.length === 0) throw new IngestRefusal(result.skipped[0]?.code ?? 'noText');
  };

  app.post(
    '/knowledge',
    {
      config: {permission: 'knowledge:write'},
      // 1 MB of Markdown, with room for its JSON escaping (uploads are bounded by uploadLimits).
      bodyLimit: 3 * knowledgeContentMaxBytes,
      // A multipart body is read by the handler (request.parts()), not parsed into an object.
      preValidation: async (request) => {
        if (request.isMultipart()) request.body = {};
      },
      schema: {
        operationId: 'addKnowledge',
        summary: 'Add knowledge',
        description:
          'Adds to the agent\'s knowledge, indexed and answered from at once: one Markdown document (JSON `title` and `content`), ' +
          'the pages behind a web address (JSON `url`: a page, or a sitemap of the same site), or uploaded files (multipart/form-data). ' +
          'Text is extracted from PDF, DOCX and HTML and split at its headings (a PDF at its pages), so answers cite the file name and page or section. ' +
          'A file or page that cannot be read is listed under `skipped` while the others are added; when none can be, the answer is its refusal. ' +
          `A large upload (over ${largeUploadBytes / 1024 / 1024} MB in all), or files or an address sent with the header \`Prefer: respond-async\`, ` +
          'is answered 202 at once and read as a job: follow it with GET /v1/knowledge/imports/{id}.',
        tags: [tags.knowledge],
        body: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                description: 'Either `title` and `content` (a Markdown document), or `url` alone, e.g. `{"url": "https://shop.example/sitemap.xml"}`.',
                properties: markdownBody,
                examples: [examples.knowledgeRequest],
              },
            },
            'multipart/form-data': {schema: multipartBody},
          },
        },
        response: {
          201: {
            description: 'The stored document (Markdown), or the documents made from the files or the address.',
            anyOf: [
              {
                type: 'object',
                description: 'The stored document.',
                properties: {id: knowledgeId, title: documentFields.title, status: documentFields.status, created_at: timestamp},
                required: ['id', 'title', 'status', 'created_at'],
                examples: [examples.knowledgeCreated],
              },
              ingestedBody,
            ],
          },
          202: importAccepted,
          ...ingestErrorResponses(errorResponses(400, 413)),
        },
      },
    },
    async (request, reply) => {
      const key = keyOf(request);
      const {agentId} = key;
      try {
        if (request.isMultipart()) {
          await countIngestRequest(app.db, key.id, request.ip, app.config.agentApi.importsPerMinute);
          const upload = await readUpload(request);
          if (upload.locale !== undefined && upload.locale !== 'en' && upload.locale !== 'es') {
            throw new HttpError(400, 'invalidRequest', 'locale must be equal to one of the allowed values');
          }
          const locale = upload.locale ?? null;
          const bytes = upload.sources.reduce((sum, source) => sum + source.data.length, 0);
          if (upload.sources.length > 0 && (bytes > largeUploadBytes || wantsAsync(request))) {
            const id = newImportId();
            const files: ImportFile[] = [];
            for (const [index, source] of upload.sources.entries()) {
              const object = `${id}-${index}`;
              await app.storage.put(importBucket, object, Buffer.from(source.data));
              files.push({name: source.name, kind: source.kind, object});
            }
            // Files refused on arrival (their type) are in the job's answer like the others.
            return accepted(reply, {id, agentId, kind: 'files', url: null, files, locale, tags: [], sourcesTotal: files.length, skipped: upload.skipped});
          }
          const result = await ingestSources(upload.sources, {locale, save: saver(agentId, locale, [])});
          result.skipped.unshift(...upload.skipped);
          nothingAdded(result);
          return reply.code(201).send(ingestedAnswer(request, result));
        }
        // The body's schema is per content type (JSON or multipart), which the type provider cannot type.
        const {title, content, url, source_url: sourceUrl, locale, tags: labels = []} = request.body as AddBody;
        if (url !== undefined) {
          if (content !== undefined || title !== undefined || sourceUrl !== undefined) {
            throw new HttpError(400, 'invalidRequest', 'url is sent alone: without title, content or source_url');
          }
          if (!isWebUrl(url)) throw new IngestRefusal('invalidUrl');
          await countIngestRequest(app.db, key.id, request.ip, app.config.agentApi.importsPerMinute);
          if (wantsAsync(request)) {
            // A private or malformed address is refused now, not by the job.
            await checkAddress(app.outgoing, url);
            return accepted(reply, {id: newImportId(), agentId, kind: 'url', url, files: [], locale: locale ?? null, tags: labels, sourcesTotal: 0, skipped: []});
          }
          const fetched = await fetchSources(app.outgoing, url);
          const sources = fetched.sources.map((page) => ({name: page.url, kind: page.kind, data: page.data, sourceUrl: page.url}));
          const result = await ingestSources(sources, {locale: locale ?? null, save: saver(agentId, locale ?? null, labels)});
          result.skipped.push(...fetched.skipped);
          nothingAdded(result);
          return reply.code(201).send(ingestedAnswer(request, result));
        }
        if (title === undefined || content === undefined) throw new HttpError(400, 'invalidRequest', 'title and content are required');
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
        app.knowledgeCache.added(record);
        return reply.code(201).send({id: record.id, title: record.title, status: 'ready', created_at: iso(record.createdAt)});
      } catch (error) {
        if (error instanceof IngestRefusal) throw localised(request, error);
        throw error;
      }
    },
  );

  app.get(
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

  app.get(
    '/knowledge/imports/:id',
    {
      config: {permission: 'knowledge:read'},
      schema: {
        operationId: 'getKnowledgeImport',
        summary: 'Follow a knowledge import',
        description:
          'A large upload or address read as a job (POST /v1/knowledge answered 202): its status, the files or pages read so far and the documents made, ' +
          'each indexed and answered from as soon as it is listed. Ask again every second or two until the status is done or failed.',
        tags: [tags.knowledge],
        params: {type: 'object', properties: {id: importId}, required: ['id']},
        response: {200: importBody, ...errorResponses(400, 404)},
      },
    },
    async (request) => {
      const job = await getImport(app.db, keyOf(request).agentId, request.params.id);
      if (!job) throw new HttpError(404, 'notFound', 'No such knowledge import');
      const locale = answerLocale(undefined, request.headers['accept-language']);
      const code = job.errorCode;
      const error =
        code === null
          ? null
          : {code, error: Object.hasOwn(ingestRefusals, code) ? refusalText(code as IngestRefusalCode, locale) : importFailedText[locale]};
      return {
        id: job.id,
        status: job.status,
        sources_total: job.sourcesTotal,
        sources_done: job.sourcesDone,
        ...ingestedAnswer(request, job.result as IngestResult),
        error,
        created_at: iso(job.createdAt),
        finished_at: job.finishedAt === null ? null : iso(job.finishedAt),
      };
    },
  );

  app.get(
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

  app.delete(
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
      app.knowledgeCache.removed(agentId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default knowledgeRoutes;
