import {webhookEndpoint, webhookPayload} from '@site/src/plugins/apiReference/webhooks';
import {operation} from './fixtures';

describe('a webhook page', () => {
  it('shows the request as it reaches the subscriber, the event in its header', () => {
    expect(webhookEndpoint('message.created')).toBe('```http\nPOST https://your-server.example/webhooks/agentworks\nAgentWorks-Event: message.created\n```');
  });

  it.each([
    ['the body example', {example: {type: 'message.created'}, schema: {examples: [{type: 'other'}]}}],
    ["the schema's first example (3.1)", {schema: {type: 'object', examples: [{type: 'message.created'}, {type: 'other'}]}}],
  ])('shows the payload from %s, titled with the event', (_source, media) => {
    const sent = operation({requestBody: {content: {'application/json': media}}});
    expect(webhookPayload(sent, 'message.created')).toBe('```json title="message.created"\n{\n  "type": "message.created"\n}\n```');
  });

  it('shows no payload when the document gives no example', () => {
    expect(webhookPayload(operation(), 'message.created')).toBeUndefined();
    expect(webhookPayload(operation({requestBody: {content: {'application/json': {schema: {type: 'object'}}}}}), 'message.created')).toBeUndefined();
  });
});
