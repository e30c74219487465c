import type {Document} from '@site/src/plugins/apiReference/openapi';
import {operationsOf, sidebarFields} from '@site/src/plugins/apiReference/sidebar';
import {document, operation} from './fixtures';

describe('the sidebar order', () => {
  it("lists operations in the document's tag order, webhooks last", () => {
    expect(operationsOf(document).map(({operation: {operationId}, method, path, webhook}) => [operationId, method, path, webhook])).toEqual([
      ['ask', 'post', '/v1/ask', false],
      ['deleteKnowledge', 'delete', '/v1/knowledge/{id}', false],
      ['webhook.message.created', 'post', 'message.created', true],
    ]);
  });

  it('keeps the paths\' order within a tag and puts untagged operations after the tagged ones', () => {
    const paths: Document['paths'] = {
      '/v1/b': {get: operation({operationId: 'untagged', tags: undefined})},
      '/v1/c': {get: operation({operationId: 'second'}), post: operation({operationId: 'third'})},
      '/v1/a': {delete: operation({operationId: 'fourth'})},
    };
    expect(operationsOf({...document, paths, webhooks: undefined}).map((entry) => entry.operation.operationId)).toEqual(['second', 'third', 'fourth', 'untagged']);
  });
});

describe("a page's sidebar fields", () => {
  it.each([
    ['get', false, 'api-method api-method--get'],
    ['delete', false, 'api-method api-method--delete'],
    ['post', true, 'api-method api-method--post'],
  ])('a %s (webhook: %s) gets the badge class %s', (method, webhook, badge) => {
    expect(sidebarFields({method, webhook}, 'Ask "the" agent', 3)).toEqual([
      'sidebar_label: "Ask \\"the\\" agent"',
      'sidebar_position: 3',
      `sidebar_class_name: ${badge}`,
    ]);
  });
});
