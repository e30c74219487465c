import {fieldRows, typeName} from '@site/src/lib/apiReference/fields';
import {referenceLabels} from '@site/src/lib/apiReference/labels';
import {cell, codeBlock, firstSentence, mdxText} from '@site/src/lib/apiReference/mdx';
import type {Document} from '@site/src/lib/apiReference/openapi';
import {operationsOf, type Operation} from '@site/src/lib/apiReference/openapi';
import {pageId, referencePages, translatableTexts} from '@site/src/lib/apiReference/pages';
import {buildRequest, curlCommand, idsFromAnswer, isProblem, maskedKey, startingBody, startingValues} from '@site/src/lib/apiReference/tryIt';

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
    expect(rules.query).toEqual(['1 to 2,000 characters']);
    expect(rules.rating).toEqual(['one of "up", "down"']);
    expect(rules.limit).toEqual(['1 to 100', 'default 20']);
    expect(rows.find((row) => row.name === 'limit')!.rules.map(referenceLabels.es.rule)).toEqual(['de 1 a 100', 'por defecto 20']);
  });

  it.each([
    ['en', {kind: 'length', min: 1}, 'at least 1 character'],
    ['en', {kind: 'length', min: 2}, 'at least 2 characters'],
    ['en', {kind: 'length', max: 100000}, 'at most 100,000 characters'],
    ['en', {kind: 'length', min: 1, max: 1}, '1 to 1 character'],
    ['en', {kind: 'items', max: 1}, 'at most 1 item'],
    ['en', {kind: 'items', max: 50}, 'at most 50 items'],
    ['es', {kind: 'length', min: 1}, 'al menos 1 carácter'],
    ['es', {kind: 'length', min: 1, max: 2000}, 'de 1 a 2000 caracteres'],
    ['es', {kind: 'length', max: 100000}, 'como máximo 100.000 caracteres'],
    ['es', {kind: 'items', max: 1}, 'como máximo 1 elemento'],
    ['es', {kind: 'range', min: 0, max: 10000}, 'de 0 a 10.000'],
  ] as const)('words a %s rule %j with the locale\'s plural and number format: %s', (locale, rule, words) => {
    expect(referenceLabels[locale].rule(rule)).toBe(words);
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
    // Each operation (not a webhook, which we send) has its console, with its parameters and example.
    expect(remove.mdx).toContain('<ApiTryIt\n  operationId="deleteKnowledge"\n  method="DELETE"\n  path="/v1/knowledge/{id}"\n  parameters={[{"name":"id","in":"path","required":true}]}\n/>');
    expect(ask.mdx).toContain(`body={{"query":"What's new?"}}`);
    expect(referencePages(document, options)[2].mdx).not.toContain('ApiTryIt');
  });

  it("gives each page's sidebar link its method's badge class; a webhook is a POST we send", () => {
    expect(referencePages(document, options).map((page) => /\nsidebar_class_name: (.*)\n/.exec(page.mdx)?.[1])).toEqual([
      'api-method api-method--post',
      'api-method api-method--delete',
      'api-method api-method--post',
    ]);
  });

  it('writes the Spanish page from the translations, in the Spanish words', () => {
    const spanish: Record<string, string> = {'Ask the agent': 'Preguntar al agente', 'The question.': 'La pregunta.'};
    const [ask] = referencePages(document, {...options, locale: 'es', localize: (text) => spanish[text] ?? text});
    expect(ask.title).toBe('Preguntar al agente');
    expect(ask.mdx).toContain('## Solicitud {/* #request */}');
    expect(ask.mdx).toContain('| `query` | `string` | Sí | La pregunta. |');
    expect(ask.mdx).toContain('**Permiso:** `ask` (también con claves públicas).');
  });

  it('writes a multipart upload body beside the JSON one, and each shape of an answer of several', () => {
    const upload = operation({
      operationId: 'addKnowledge',
      requestBody: {
        content: {
          'application/json': {schema: {type: 'object', properties: {url: {type: 'string', description: 'A page.'}}}},
          'multipart/form-data': {schema: {type: 'object', description: 'Files to read.', properties: {file: {type: 'string', format: 'binary', description: 'A file.'}}}},
        },
      },
      responses: {
        '201': {
          description: 'Added.',
          content: {
            'application/json': {
              schema: {
                anyOf: [
                  {type: 'object', description: 'One document.', properties: {id: {type: 'string', description: 'Its id.'}}, examples: [{id: 'kn_1'}]},
                  {type: 'object', description: 'Several.', properties: {documents: {type: 'array', description: 'Them.', items: {type: 'object'}}}},
                ],
              },
            },
          },
        },
      },
    });
    const [page] = referencePages({openapi: '3.1.0', info: {title: 'API', version: '1'}, paths: {'/v1/knowledge': {post: upload}}} as Document, options);
    expect(page.mdx).toContain('### Body: file upload (multipart/form-data) {/* #upload-body */}\n\nFiles to read.');
    expect(page.mdx).toContain('| `file` | `string` | No | A file. (format binary) |');
    expect(page.mdx).toContain('One document.\n\n| Field | Type | Description |\n| --- | --- | --- |\n| `id` | `string` | Its id. |');
    expect(page.mdx).toContain('"id": "kn_1"');
    expect(page.mdx).toContain('| `documents` | `object[]` | Them. |');
    const spanish = referencePages({openapi: '3.1.0', info: {title: 'API', version: '1'}, paths: {'/v1/knowledge': {post: upload}}} as Document, {...options, locale: 'es'});
    expect(spanish[0].mdx).toContain('### Cuerpo: subida de archivos (multipart/form-data)');
  });

  it('lists every text a translator must localize', () => {
    expect(translatableTexts(document)).toEqual(
      expect.arrayContaining(['Ask the agent', 'Asks the agent.', 'The question.', 'Delete knowledge', 'notFound: no such document', 'A message was added']),
    );
  });
});

describe('try-it requests', () => {
  const getKnowledge = {operationId: 'getKnowledge', method: 'GET', path: '/v1/knowledge/{id}', parameters: [{name: 'id', in: 'path' as const, required: true}]};
  const list = {operationId: 'listConversations', method: 'GET', path: '/v1/conversations', parameters: [{name: 'limit', in: 'query' as const, required: false}]};
  const add = {operationId: 'addKnowledge', method: 'POST', path: '/v1/knowledge', parameters: [], body: {title: 'T', content: 'C'}};

  it('builds the same-origin request with the key, path values encoded and query values set', () => {
    expect(buildRequest(getKnowledge, {key: ' sk_1 ', values: {id: 'kn_a/b'}, bodyText: ''}, 'https://site.example')).toEqual({
      url: 'https://site.example/v1/knowledge/kn_a%2Fb',
      method: 'GET',
      headers: {authorization: 'Bearer sk_1', accept: 'application/json'},
    });
    expect(buildRequest(list, {key: 'sk_1', values: {limit: '5'}, bodyText: ''}, '').valueOf()).toMatchObject({url: '/v1/conversations?limit=5'});
    expect(buildRequest(list, {key: 'sk_1', values: {limit: ' '}, bodyText: ''}, '')).toMatchObject({url: '/v1/conversations'});
  });

  it('refuses a missing key, a missing required value and a body that is not JSON', () => {
    expect(buildRequest(getKnowledge, {key: '', values: {id: 'kn_1'}, bodyText: ''}, '')).toEqual({kind: 'missingKey'});
    expect(buildRequest(getKnowledge, {key: 'sk_1', values: {}, bodyText: ''}, '')).toEqual({kind: 'missingParameter', name: 'id'});
    expect(buildRequest(add, {key: 'sk_1', values: {}, bodyText: '{"title":'}, '')).toMatchObject({kind: 'invalidJson'});
    const built = buildRequest(add, {key: 'sk_1', values: {}, bodyText: '{ "title": "T" }'}, '');
    expect(isProblem(built)).toBe(false);
    expect(built).toMatchObject({body: '{"title":"T"}', headers: {'content-type': 'application/json'}});
  });

  it('writes cURL that a shell reads back as the same request', () => {
    const built = buildRequest(add, {key: 'sk_1', values: {}, bodyText: `{"title": "It's"}`}, 'https://site.example');
    expect(curlCommand(built as Exclude<typeof built, {kind: string}>)).toBe(
      `curl -X POST 'https://site.example/v1/knowledge' \\\n  -H 'authorization: Bearer sk_1' \\\n  -H 'accept: application/json' \\\n  -H 'content-type: application/json' \\\n  -d '{"title":"It'\\''s"}'`,
    );
  });

  it.each([
    ['sk_3b1f0c9a7d2e4f6a', 'sk_••••••••4f6a'],
    ['pk_live_1234567890', 'pk_••••••••7890'],
    ['sk_short', 'sk_•••••'],
    ['', ''],
    ['no-prefix-at-all-here', '••••••••here'],
  ])('masks the key %j as %j', (key, masked) => {
    expect(maskedKey(key)).toBe(masked);
  });

  it('masks the key in cURL when asked, and nothing else', () => {
    const built = buildRequest(add, {key: 'sk_3b1f0c9a7d2e4f6a', values: {}, bodyText: '{"title": "Bearer sk_3b1f0c9a7d2e4f6a"}'}, 'https://site.example');
    const curl = curlCommand(built as Exclude<typeof built, {kind: string}>, {hideKey: true});
    expect(curl).toContain("-H 'authorization: Bearer sk_••••••••4f6a'");
    expect(curl).toContain(`-d '{"title":"Bearer sk_3b1f0c9a7d2e4f6a"}'`);
  });

  it('hands the ids an answer made to the next operation', () => {
    expect(idsFromAnswer('addKnowledge', {id: 'kn_1'})).toEqual({knowledgeId: 'kn_1'});
    expect(idsFromAnswer('ask', {id: 'msg_1', conversation_id: 'conv_1'})).toEqual({conversationId: 'conv_1', messageId: 'msg_1'});
    expect(idsFromAnswer('listKnowledge', {id: 'x'})).toEqual({});
    const ids = {knowledgeId: 'kn_1', conversationId: 'conv_1', messageId: 'msg_1'};
    expect(startingValues(getKnowledge, ids)).toEqual({id: 'kn_1'});
    const rate = {operationId: 'rateAnswer', method: 'POST', path: '/v1/conversations/{id}/messages/{message_id}/feedback', parameters: [{name: 'id', in: 'path' as const, required: true}, {name: 'message_id', in: 'path' as const, required: true}], body: {rating: 'up'}};
    expect(startingValues(rate, ids)).toEqual({id: 'conv_1', message_id: 'msg_1'});
    const handoff = {operationId: 'requestHandoff', method: 'POST', path: '/v1/handoff', parameters: [], body: {conversation_id: 'conv_example', visitor: {email: 'a@example.com'}}};
    expect(JSON.parse(startingBody(handoff, ids))).toEqual({conversation_id: 'conv_1', visitor: {email: 'a@example.com'}});
    expect(JSON.parse(startingBody(handoff, {}))).toEqual({conversation_id: 'conv_example', visitor: {email: 'a@example.com'}});
  });
});
