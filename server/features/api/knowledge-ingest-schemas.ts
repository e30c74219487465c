/**
 * POST /v1/knowledge's request and answer parts for files and web addresses (issue 23 §2): the
 * multipart upload, the `url` body, the 201 that lists the documents and sections made, and the
 * refusals with their codes. Part of the OpenAPI document like every route schema.
 */
import {ingestRefusals, largeUploadBytes, maxFileBytes, maxFilesPerRequest, maxPagesPerUrl} from '../knowledge-ingest';
import {errorSchema, timestamp} from '../../../src/lib/api/schemas';

export const ingestExamples = {
  created: {
    documents: [
      {
        id: 'kn_8Qm2ZkT0rB1x',
        title: 'returns-policy.pdf',
        source: 'returns-policy.pdf',
        kind: 'pdf',
        source_url: null,
        status: 'ready',
        created_at: '2026-11-20T08:00:00.000Z',
        sections: [
          {heading: 'Page 1', anchor: 'page-1', page: 1},
          {heading: 'Page 2', anchor: 'page-2', page: 2},
        ],
      },
    ],
    skipped: [{source: 'photo.png', code: 'unsupportedFileType', error: ingestRefusals.unsupportedFileType.en}],
    sections_indexed: 2,
  },
};

export const urlField = {
  type: 'string',
  maxLength: 2000,
  description: `A public web page (HTML, PDF, Markdown or plain text) or a sitemap, whose pages of the same site are read (at most ${maxPagesPerUrl}). Fetched with the user agent AgentWorks-KnowledgeFetcher, honouring the site's robots.txt; redirects are followed only to public addresses.`,
} as const;

export const multipartBody = {
  type: 'object',
  description:
    `Up to ${maxFilesPerRequest} files of up to ${maxFileBytes / 1024 / 1024} MB each, one document per file, cited by its file name and page (PDF) or section. ` +
    'For example: `curl -X POST https://api.agentworks.example/v1/knowledge -H "Authorization: Bearer $AGENTWORKS_API_KEY" -F file=@handbook.pdf -F locale=en`',
  properties: {
    file: {type: 'string', format: 'binary', description: 'A PDF, DOCX, Markdown (.md), HTML (.html) or plain text (.txt) file; repeat the part for more files.'},
    locale: {type: 'string', enum: ['en', 'es'], description: 'The documents\' language; omit it to answer from them in any.'},
  },
} as const;

const section = {
  type: 'object',
  properties: {
    heading: {type: 'string', description: 'The section\'s heading ("Page 3" for a PDF page, "Página 3" when locale is es), or empty for text before the first heading.'},
    anchor: {type: 'string', description: 'The heading as a URL anchor.'},
    page: {type: ['integer', 'null'], description: 'The PDF page, or null.'},
  },
  required: ['heading', 'anchor', 'page'],
} as const;

const refusalCodes = Object.keys(ingestRefusals);

export const ingestedBody = {
  type: 'object',
  description: 'The documents made from the files or the address, each indexed at once, and what could not be read.',
  properties: {
    documents: {
      type: 'array',
      description: 'One document per file or page read.',
      items: {
        type: 'object',
        properties: {
          id: {type: 'string', description: 'A knowledge document id (kn_...).'},
          title: {type: 'string', description: 'Cited with answers: the file name, or the page\'s title.'},
          source: {type: 'string', description: 'The file name or the page address it came from.'},
          kind: {type: 'string', enum: ['pdf', 'docx', 'markdown', 'html', 'text'], description: 'What it was read as.'},
          source_url: {type: ['string', 'null'], description: 'The page cited with answers from this document, or null.'},
          status: {type: 'string', enum: ['ready'], description: 'Documents are indexed when added: always ready.'},
          created_at: timestamp,
          sections: {type: 'array', description: 'The sections it was split into, each a source an answer can cite.', items: section},
        },
        required: ['id', 'title', 'source', 'kind', 'source_url', 'status', 'created_at', 'sections'],
      },
    },
    skipped: {
      type: 'array',
      description: 'Files or pages not added, each with the refusal that a request of only that one would get.',
      items: {
        type: 'object',
        properties: {
          source: {type: 'string', description: 'The file name or the page address it came from.'},
          code: {type: 'string', enum: refusalCodes, description: 'Why it was not added.'},
          error: {type: 'string', description: 'The same in words, in the language of Accept-Language (English or Spanish).'},
        },
        required: ['source', 'code', 'error'],
      },
    },
    sections_indexed: {type: 'integer', description: 'Sections indexed, all documents together.'},
  },
  required: ['documents', 'skipped', 'sections_indexed'],
  examples: [ingestExamples.created],
} as const;

/** The refusals of a file or an address, by status, for the route's responses. */
export function ingestErrorResponses(base: Record<string, {description: string}>) {
  const byStatus = new Map<number, string[]>();
  for (const [code, {status}] of Object.entries(ingestRefusals)) byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  const ours = Object.fromEntries(
    [...byStatus].map(([status, codes]) => {
      const text = `A file or address that cannot be read (the text in the language of Accept-Language, English or Spanish): ${codes.join(', ')}`;
      const known = base[status];
      return [
        status,
        known
          ? {...known, description: `${known.description}. ${text}`}
          : {...errorSchema, description: text, examples: [{code: codes[0], error: ingestRefusals[codes[0] as keyof typeof ingestRefusals].en}]},
      ];
    }),
  );
  return {...base, ...ours};
}

export const importId = {
  type: 'string',
  pattern: '^imp_[A-Za-z0-9_-]{16}$',
  description: 'A knowledge import id (imp_...).',
  examples: ['imp_Q2x9LmT4vB7nR1sK'],
} as const;

export const importAccepted = {
  type: 'object',
  description:
    `A large input (an upload over ${largeUploadBytes / 1024 / 1024} MB in all), or a file or address sent with \`Prefer: respond-async\`: ` +
    'it is read as a job. Follow it at `status_url` (also in the Location header) until its status is done or failed.',
  properties: {
    id: importId,
    status: {type: 'string', enum: ['queued'], description: 'Always queued: the job has not started yet.'},
    status_url: {type: 'string', description: 'Where to follow the job: GET it.'},
  },
  required: ['id', 'status', 'status_url'],
  examples: [{id: 'imp_Q2x9LmT4vB7nR1sK', status: 'queued', status_url: '/v1/knowledge/imports/imp_Q2x9LmT4vB7nR1sK'}],
} as const;

export const importBody = {
  type: 'object',
  description: 'A knowledge import job: how far it has come, the documents made so far and, once it ends, why if nothing could be read.',
  properties: {
    id: importId,
    status: {
      type: 'string',
      enum: ['queued', 'running', 'done', 'failed'],
      description: 'queued (waiting for a worker), running, done (at least one document added) or failed (nothing could be read: see error).',
    },
    sources_total: {type: 'integer', description: 'Files or pages to read (for an address, known once its pages are listed; 0 until then).'},
    sources_done: {type: 'integer', description: 'Files or pages read so far, added or skipped.'},
    documents: ingestedBody.properties.documents,
    skipped: ingestedBody.properties.skipped,
    sections_indexed: ingestedBody.properties.sections_indexed,
    error: {
      type: ['object', 'null'],
      description: 'Why the import failed, in the language of Accept-Language; null unless status is failed.',
      properties: {code: {type: 'string'}, error: {type: 'string'}},
      required: ['code', 'error'],
    },
    created_at: timestamp,
    finished_at: {type: ['string', 'null'], format: 'date-time', description: 'When it ended, or null while it runs.'},
  },
  required: ['id', 'status', 'sources_total', 'sources_done', 'documents', 'skipped', 'sections_indexed', 'error', 'created_at', 'finished_at'],
  examples: [
    {
      id: 'imp_Q2x9LmT4vB7nR1sK',
      status: 'running',
      sources_total: 3,
      sources_done: 1,
      ...ingestExamples.created,
      error: null,
      created_at: '2026-11-20T08:00:00.000Z',
      finished_at: null,
    },
  ],
} as const;
