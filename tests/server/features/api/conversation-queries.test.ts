/**
 * A conversation reads back in the order its messages were added, even when a question and its
 * answer are stored in the same millisecond (message ids are random, so they cannot break the tie).
 */
import {addMessage, messagesOf, startConversation} from '../../../../server/features/api/conversation-queries';
import {startTestServer, type TestServer} from '../../helper';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

test('messages added in one millisecond keep the order they were added in', async () => {
  const now = Date.UTC(2026, 10, 28, 12);
  for (let round = 0; round < 20; round++) {
    const conversationId = await startConversation(server.app.db, {agentId: 'agt_site', locale: 'en', now});
    const turns = ['How much is Pro?', 'Pro costs 49 € a month.', 'And Business?', 'Business costs 449 € a month.'];
    for (const [index, content] of turns.entries()) {
      await addMessage(server.app.db, {conversationId, role: index % 2 ? 'assistant' : 'user', content, now});
    }
    const read = await messagesOf(server.app.db, conversationId);
    expect(read.map((message) => message.content)).toEqual(turns);
    // Dated apart by a millisecond each, never earlier than asked.
    expect(read.map((message) => message.createdAt)).toEqual([now, now + 1, now + 2, now + 3]);
  }
});
