import {frontMatter, pageId} from '@site/src/plugins/apiReference/frontMatter';
import {operation} from './fixtures';

describe('pageId', () => {
  it.each([
    ['listConversations', false, 'list-conversations'],
    ['getKnowledgeImport', false, 'get-knowledge-import'],
    ['rate_answer.v2', false, 'rate-answer-v2'],
    ['webhook.message.created', true, 'webhook-message-created'],
    ['webhook.conversation.handedOff', true, 'webhook-conversation-handed-off'],
  ])('%s (webhook: %s) is the page %s', (operationId, webhook, id) => {
    expect(pageId(operation({operationId}), webhook)).toBe(id);
  });
});

describe('frontMatter', () => {
  const entry = {method: 'delete', path: '/v1/knowledge/{id}', operation: operation({operationId: 'deleteKnowledge'}), webhook: false};

  it('writes the id, the title as a YAML string, the sidebar place and the first sentence as description', () => {
    expect(frontMatter(entry, 2, 'Borrar "conocimiento"', 'Borra un documento. Ya no se cita.')).toEqual([
      '---',
      'id: delete-knowledge',
      'title: "Borrar \\"conocimiento\\""',
      'sidebar_label: "Borrar \\"conocimiento\\""',
      'sidebar_position: 2',
      'sidebar_class_name: api-method api-method--delete',
      'description: "Borra un documento."',
      '---',
    ]);
  });

  it('describes a page without a description by its title', () => {
    expect(frontMatter(entry, 1, 'Delete knowledge', '')).toContain('description: "Delete knowledge"');
  });
});
