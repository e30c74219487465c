/** Small OpenAPI pieces and page contexts the API reference generator's tests share. */
import {referenceLabels, type ReferenceLocale} from '@site/src/plugins/apiReference/labels';
import type {Document, Operation} from '@site/src/plugins/apiReference/openapi';
import type {PageContext} from '@site/src/plugins/apiReference/pageOptions';

export const operation = (overrides: Partial<Operation> = {}): Operation => ({
  operationId: 'ask',
  summary: 'Ask the agent',
  description: 'Asks the agent.',
  tags: ['Ask'],
  responses: {'200': {description: 'The answer.'}},
  ...overrides,
});

/** What a page is written with; `spanish` holds the API's translated texts (English -> Spanish). */
export function pageContext(locale: ReferenceLocale = 'en', spanish: Record<string, string> = {}): PageContext {
  return {
    locale,
    localize: (text) => spanish[text] ?? text,
    baseUrl: 'https://api.example',
    overviewFile: '../api-reference.mdx',
    labels: referenceLabels[locale],
  };
}

/** Two operations under two tags (listed in the reverse of the tag order) and a webhook. */
export const document: Document = {
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
