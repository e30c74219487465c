import {referencePages} from '@site/src/plugins/apiReference/page';
import type {Document} from '@site/src/plugins/apiReference/openapi';
import {mdxToNodes} from '@site/src/lib/knowledge/mdx';
import {pageMarkdown, pagePassages} from '@site/src/lib/knowledge/passages';

/**
 * A reference page's examples in three languages, as the agent's knowledge and the `.md` twin
 * read them: one "Example request" passage holding the three, each under its language's name, so
 * the examples add no passages (and no hits) of their own.
 */
const document: Document = {
  openapi: '3.1.0',
  info: {title: 'API', version: '1'},
  paths: {
    '/v1/knowledge': {
      post: {
        operationId: 'addKnowledge',
        summary: 'Add knowledge',
        security: [{apiKey: ['knowledge:write']}],
        requestBody: {content: {'application/json': {schema: {type: 'object', properties: {title: {type: 'string'}}}, example: {title: 'Returns', public: true}}}},
        responses: {'201': {description: 'Added.', content: {'application/json': {example: {id: 'kn_1'}}}}},
      },
    },
  },
};

describe('the examples of a reference page in the knowledge', () => {
  const [page] = referencePages(document, {locale: 'en', localize: (text) => text, baseUrl: 'https://api.example', overviewFile: '../api-reference.mdx'});
  const knowledgePage = {title: page.title, summary: '', url: '/documentation/api-reference/add-knowledge', locale: 'en', version: '2.0', body: mdxToNodes(page.mdx)};

  it('are one passage, the three examples each under its language', () => {
    const passages = pagePassages(knowledgePage);
    const withCode = passages.filter((passage) => /curl -X|fetch\(|requests\./.test(passage.text));
    expect(withCode.map((passage) => passage.heading)).toEqual(['Example request']);
    expect(withCode[0].url).toBe('/documentation/api-reference/add-knowledge#example-request');
    const labels = [...withCode[0].text.matchAll(/^\*\*(.+)\*\*$/gm)].map((match) => match[1]);
    expect(labels).toEqual(['cURL', 'JavaScript', 'Python']);
    expect(withCode[0].text).toContain('```python\nimport os\nimport requests\n');
    expect(withCode[0].text).toContain('        "public": True,');
  });

  it("read in order in the page's Markdown twin", () => {
    const markdown = pageMarkdown(knowledgePage);
    expect(markdown.indexOf('**cURL**')).toBeLessThan(markdown.indexOf('**JavaScript**'));
    expect(markdown.indexOf('**JavaScript**')).toBeLessThan(markdown.indexOf('**Python**'));
    expect(markdown).not.toMatch(/<\/?Tab/);
  });
});
