/**
 * The parts of a webhook's page that differ from an operation's: a webhook is a request we send
 * to the reader's endpoint, so its page shows where it arrives and the payload, not how to call it.
 */
import {codeBlock} from './mdx';
import type {Operation} from './openapi';

/** The request as it reaches the subscriber, with the event named in its header. */
export function webhookEndpoint(event: string): string {
  return codeBlock('http', `POST https://your-server.example/webhooks/agentworks\nAgentWorks-Event: ${event}`);
}

/** The payload we send: the body's example (the schema's first example in 3.1 documents). */
export function webhookPayload(operation: Operation, event: string): string | undefined {
  const body = operation.requestBody?.content['application/json'];
  const payload = body?.example ?? body?.schema?.examples?.[0];
  return payload === undefined ? undefined : codeBlock('json', JSON.stringify(payload, null, 2), event);
}
