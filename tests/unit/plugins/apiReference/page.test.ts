import type {Document} from '@site/src/plugins/apiReference/openapi';
import {referencePages, translatableTexts} from '@site/src/plugins/apiReference/page';
import {document} from './fixtures';

const options = {locale: 'en' as const, localize: (text: string) => text, baseUrl: 'https://api.example', overviewFile: '../api-reference.mdx'};
const headings = (mdx: string) => [...mdx.matchAll(/^#+ .*$/gm)].map((match) => match[0]);

describe('referencePages', () => {
  it('writes one page per operation and webhook, in sidebar order, with stable ids', () => {
    expect(referencePages(document, options).map(({id, title}) => [id, title])).toEqual([
      ['ask', 'Ask the agent'],
      ['delete-knowledge', 'Delete knowledge'],
      ['webhook-message-created', 'A message was added'],
    ]);
  });

  it('puts the fragments of an operation page in reading order', () => {
    const [, remove] = referencePages(document, options);
    expect(remove.mdx).toMatch(/^---\nid: delete-knowledge\ntitle: "Delete knowledge"\n[\s\S]*\n---\n\nimport Tabs from '@theme\/Tabs';\nimport TabItem from '@theme\/TabItem';\nimport ApiTryIt from '@site\/src\/components\/ApiTryIt';\n\n\{\/\* Generated from/);
    expect(remove.mdx).toContain('```http\nDELETE /v1/knowledge/{id}\n```\n\nAsks the agent.\n\n**Permission:** `knowledge:write`. [Authentication and key types](../api-reference.mdx#authentication)\n\n## Request');
    expect(headings(remove.mdx)).toEqual([
      '## Request {/* #request */}',
      '### Path parameters {/* #path-parameters */}',
      '### Example request {/* #example-request */}',
      '## Try it {/* #try-it */}',
      '## Responses {/* #responses */}',
      '### 204 No Content {/* #response-204 */}',
      '### Errors {/* #errors */}',
    ]);
    // One blank line between blocks, one newline at the end.
    expect(remove.mdx).not.toMatch(/\n{3}/);
    expect(remove.mdx.endsWith('|\n')).toBe(true);
  });

  it('writes the fields, a cURL example that quotes safely, the console and the errors of an operation', () => {
    const [ask, remove] = referencePages(document, options);
    expect(ask.mdx).toContain('**Permission:** `ask` (public keys may call it too).');
    expect(ask.mdx).toContain('| `query` | `string` | Yes | The question. |');
    expect(ask.mdx).toContain(`-d '{\n  "query": "What'\\''s new?"\n}'`);
    expect(ask.mdx).toContain(`body={{"query":"What's new?"}}`);
    expect(remove.mdx).toContain("curl -X DELETE 'https://api.example/v1/knowledge/{id}'");
    expect(remove.mdx).toContain('| 404 Not Found | `notFound` | No such document |');
  });

  it('writes a webhook page with where it arrives and no key, example tabs or console', () => {
    const webhook = referencePages(document, options)[2];
    expect(webhook.mdx).toContain('AgentWorks-Event: message.created\n```\n\nAsks the agent.\n\nWe send this request to the URL of each endpoint subscribed to the event.');
    expect(webhook.mdx).not.toMatch(/Tabs|curl|ApiTryIt|Permission|#try-it/);
  });

  it("shows a webhook's payload, from its schema's example, as its example request", () => {
    const withPayload: Document = {
      ...document,
      webhooks: {
        'message.created': {
          post: {
            ...document.webhooks!['message.created'].post,
            requestBody: {content: {'application/json': {schema: {type: 'object', examples: [{type: 'message.created', data: {ok: true}}]}}}},
          },
        },
      },
    };
    const webhook = referencePages(withPayload, options)[2];
    expect(webhook.mdx).toContain('### Example request {/* #example-request */}\n\n```json title="message.created"\n{\n  "type": "message.created",\n  "data": {\n    "ok": true\n  }\n}\n```');
  });

  it('writes the Spanish page from the translations, in the Spanish words, with the same anchors and example tabs', () => {
    const spanish: Record<string, string> = {'Ask the agent': 'Preguntar al agente', 'The question.': 'La pregunta.'};
    const [ask] = referencePages(document, {...options, locale: 'es', localize: (text) => spanish[text] ?? text});
    expect(ask.title).toBe('Preguntar al agente');
    expect(ask.mdx).toContain('title: "Preguntar al agente"');
    expect(ask.mdx).toContain('## Solicitud {/* #request */}');
    expect(ask.mdx).toContain('| `query` | `string` | Sí | La pregunta. |');
    expect(ask.mdx).toContain('{/* #example-request */}\n\n<Tabs groupId="api-language" className="api-example-languages">\n<TabItem value="curl" label="cURL">');
  });
});

describe('translatableTexts', () => {
  it('lists every English text the pages show, once', () => {
    const texts = translatableTexts(document);
    expect(texts).toEqual(
      expect.arrayContaining(['Ask the agent', 'Asks the agent.', 'The question.', 'Delete knowledge', 'A document id.', 'notFound: no such document', 'A message was added']),
    );
    expect(new Set(texts).size).toBe(texts.length);
    expect(texts).not.toContain('');
  });
});
