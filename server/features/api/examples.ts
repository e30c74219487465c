/**
 * The examples of the /v1 route schemas, which the OpenAPI document and the API reference show.
 * Tests keep them honest: each validates against its schema, and the contract test sends every
 * request example to the server (with the ids it really created) and checks the answer against
 * the documented schema. Fixed times and ids, so the committed document does not change by itself.
 */

export const conversationId = 'conv_8f3a2c9d1e';
/** The shape of a public key, not a live one (GET /v1/widget/status answers unknownKey). */
export const widgetPublicKey = 'pk_Xk3vR9dLq2WmT7hYb4NcJ8sFp1GzA6eUo5iKw0jHtQr';
const askedAt = '2026-11-20T09:12:44.000Z';
const answeredAt = '2026-11-20T09:12:44.120Z';

export const askRequest = {
  query: 'How do I add the chat widget to my website?',
  user_id: 'user_4821',
  context: {locale: 'en'},
};

const source = {
  title: 'Integration guide: Step 2: Place it in the head of your page',
  url: 'https://www.agentworks.example/documentation/integration#step-2-place-it-in-the-head-of-your-page',
  snippet: 'Paste the snippet just before the closing </head> tag of every page that should show the agent.',
};

export const answer = {
  id: 'msg_5kq2Zr8TfW1x',
  conversation_id: conversationId,
  response: `${source.snippet} [1]`,
  sources: [source],
  suggested_follow_ups: ['Step 3: Customise it (optional)'],
  uncertain: false,
};

const visitor = {email: 'jane@example.com', name: 'Jane Doe', company: 'Acme Inc.', phone: null};

const conversationFields = {
  id: conversationId,
  visitor,
  user_id: askRequest.user_id,
  locale: 'en',
  created_at: askedAt,
  handed_off_at: '2026-11-20T09:14:02.000Z',
};

export const conversationSummary = {...conversationFields, message_count: 2};

export const conversation = {
  ...conversationFields,
  messages: [
    {
      id: 'msg_1aQ9cT0v2LmN',
      conversation_id: conversationId,
      content: askRequest.query,
      role: 'user',
      sources: [],
      uncertain: false,
      rating: null,
      created_at: askedAt,
    },
    {
      id: answer.id,
      conversation_id: conversationId,
      content: answer.response,
      role: 'assistant',
      sources: answer.sources,
      uncertain: false,
      rating: 'up',
      created_at: answeredAt,
    },
  ],
};

export const feedbackRequest = {rating: 'up'};

export const knowledgeRequest = {
  title: 'Returns policy',
  content: '# Returns policy\n\n## Time limit\n\nYou can return any item within 30 days of delivery for a full refund.\n',
  source_url: 'https://shop.example/returns',
  locale: 'en',
  tags: ['policies'],
};

const document = {
  id: 'kn_3JbX0q7YwZp2',
  title: knowledgeRequest.title,
  source_url: knowledgeRequest.source_url,
  locale: knowledgeRequest.locale,
  tags: knowledgeRequest.tags,
  status: 'ready',
  created_at: '2026-11-20T08:00:00.000Z',
};

export const knowledgeCreated = {id: document.id, title: document.title, status: document.status, created_at: document.created_at};
export const knowledgeList = {data: [document], has_more: false};
export const knowledgeDocument = {...document, content: knowledgeRequest.content};

export const handoffRequest = {
  conversation_id: conversationId,
  visitor: {email: visitor.email, name: visitor.name, company: visitor.company},
  reason: 'customer_request',
  note: 'Wants a demo for 40 shop assistants.',
  priority: 'normal',
};

export const handoffQueued = {
  id: 'ho_7Hc2LqW9sE1d',
  conversation_id: conversationId,
  status: 'queued',
  created_at: '2026-11-20T09:14:02.000Z',
};
