import {fieldRows, typeName} from '@site/src/lib/apiReference/fields';
import {referenceLabels} from '@site/src/lib/apiReference/labels';
import {cell, codeBlock, firstSentence, mdxText} from '@site/src/lib/apiReference/mdx';
import type {Document} from '@site/src/lib/apiReference/openapi';
import {operationsOf, type Operation} from '@site/src/lib/apiReference/openapi';
import {pageId, referencePages, translatableTexts} from '@site/src/lib/apiReference/pages';

describe('fieldRows', () => {
  it('flattens nested objects and arrays into dotted names with their rules', () => {
    const rows = fieldRows({
      type: 'object',
      required: ['query', 'visitor'],
      properties: {
        query: {type: 'string', minLength: 1, maxLength: 2000, description: 'The question.'},
        visitor: {type: 'object', required: ['email'], properties: {email: {type: 'string'}, name: {type: ['string', 'null']}}},
        sources: {type: 'array', items: {type: 'object', properties: {url: {type: 'string'}}}},
        rating: {type: 'string', enum: ['up', 'down']},
        limit: {type: 'integer', minimum: 1, maximum: 100, default: 20},
      },
    });
    expect(rows.map((row) => [row.name, row.type, row.required])).toEqual([
      ['query', 'string', true],
      ['visitor', 'object', true],
      ['visitor.email', 'string', true],
      ['visitor.name', 'string | null', false],
      ['sources', 'object[]', false],
      ['sources[].url', 'string', false],
      ['rating', 'string', false],
      ['limit', 'integer', false],
    ]);
    const rules = Object.fromEntries(rows.map((row) => [row.name, row.rules.map(referenceLabels.en.rule)]));
    expect(rules.query).toEqual(['1 to 2000 characters']);
    expect(rules.rating).toEqual(['one of "up", "down"']);
    expect(rules.limit).toEqual(['1 to 100', 'default 20']);
    expect(rows.find((row) => row.name === 'limit')!.rules.map(referenceLabels.es.rule)).toEqual(['de 1 a 100', 'por defecto 20']);
  });

  it('names array types by their items', () => {
    expect(typeName({type: 'array', items: {type: 'string'}})).toBe('string[]');
    expect(typeName({})).toBe('any');
  });
});

describe('MDX text', () => {
  it('escapes braces and tags outside inline code only', () => {
    expect(mdxText('Send {"text"} or <b> but keep `{"text"} <b>`')).toBe('Send \\{"text"\\} or \\<b> but keep `{"text"} <b>`');
  });

  it('keeps a table cell on one line with its pipes escaped', () => {
    expect(cell('a | b\n  c')).toBe('a \\| b c');
  });

  it('fences code with more backticks than it holds', () => {
    expect(codeBlock('md', 'use ``` fences')).toBe('````md\nuse ``` fences\n````');
  });

  it('takes the first sentence for a meta description', () => {
    expect(firstSentence('Adds `one` document. It is indexed.')).toBe('Adds one document.');
    expect(firstSentence('word '.repeat(60), 20)).toBe('word word word word…');
  });
});

const operation = (overrides: Partial<Operation>): Operation => ({
  operationId: 'ask',
  summary: 'Ask the agent',
  description: 'Asks the agent.',
  tags: ['Ask'],
  responses: {'200': {description: 'The answer.'}},
  ...overrides,
});

const document: Document = {
  openapi: '3.1.0',
  info: {title: 'API', version: '1'},
  tags: [{name: 'Ask'}, {name: 'Knowledge'}],
  paths: {
    '/v1/knowledge/{id}': {
      delete: operation({
        operationId: 'deleteKnowledge',
        summary: 'Delete knowledge',
        tags: ['Knowledge'],
        security: [{apiKey: ['knowledge:write']}],
        parameters: [{name: 'id', in: 'path', required: true, schema: {type: 'string', description: 'A document id.'}}],
        responses: {
          '204': {description: 'Deleted.'},
          '404': {description: 'notFound: no such document', content: {'application/json': {example: {code: 'notFound', error: 'No'}}}},
        },
      }),
    },
    '/v1/ask': {
      post: operation({
        security: [{apiKey: ['ask']}],
        'x-public-key': true,
        requestBody: {
          content: {
            'application/json': {
              schema: {type: 'object', required: ['query'], properties: {query: {type: 'string', description: 'The question.'}}},
              example: {query: "What's new?"},
            },
          },
        },
      }),
    },
  },
  webhooks: {
    'message.created': {post: operation({operationId: 'webhook.message.created', summary: 'A message was added', tags: ['Webhooks'], security: []})},
  },
};

describe('referencePages', () => {
  const options = {locale: 'en' as const, localize: (text: string) => text, baseUrl: 'https://api.example', overviewFile: '../api-reference.mdx'};

  it('orders operations by tag, webhooks last, with stable ids', () => {
    expect(operationsOf(document).map((entry) => entry.operation.operationId)).toEqual(['ask', 'deleteKnowledge', 'webhook.message.created']);
    expect(referencePages(document, options).map((page) => page.id)).toEqual(['ask', 'delete-knowledge', 'webhook-message-created']);
    expect(pageId(operation({operationId: 'listConversations'}), false)).toBe('list-conversations');
  });

  it('writes the endpoint, permission, fields, a cURL example that quotes safely, and the errors', () => {
    const [ask, remove] = referencePages(document, options);
    expect(ask.mdx).toContain('```http\nPOST /v1/ask\n```');
    expect(ask.mdx).toContain('**Permission:** `ask` (public keys may call it too). [Authentication and key types](../api-reference.mdx#authentication)');
    expect(ask.mdx).toContain('| `query` | `string` | Yes | The question. |');
    expect(ask.mdx).toContain(`-d '{\n  "query": "What'\\''s new?"\n}'`);
    expect(ask.mdx).toContain('Authorization: Bearer $AGENTWORKS_API_KEY');
    expect(remove.mdx).toContain('| `id` | `string` | Yes | A document id. |');
    expect(remove.mdx).toContain("curl -X DELETE 'https://api.example/v1/knowledge/{id}'");
    expect(remove.mdx).toContain('| 404 Not Found | `notFound` | No such document |');
    expect(remove.mdx).toMatch(/^---\nid: delete-knowledge\ntitle: "Delete knowledge"\n/);
  });

  it('writes the Spanish page from the translations, in the Spanish words', () => {
    const spanish: Record<string, string> = {'Ask the agent': 'Preguntar al agente', 'The question.': 'La pregunta.'};
    const [ask] = referencePages(document, {...options, locale: 'es', localize: (text) => spanish[text] ?? text});
    expect(ask.title).toBe('Preguntar al agente');
    expect(ask.mdx).toContain('## Solicitud {/* #request */}');
    expect(ask.mdx).toContain('| `query` | `string` | Sí | La pregunta. |');
    expect(ask.mdx).toContain('**Permiso:** `ask` (también con claves públicas).');
  });

  it('lists every text a translator must localize', () => {
    expect(translatableTexts(document)).toEqual(
      expect.arrayContaining(['Ask the agent', 'Asks the agent.', 'The question.', 'Delete knowledge', 'notFound: no such document', 'A message was added']),
    );
  });
});
