/**
 * A subsection's words often leave out what its parent heading names: the "Signatures" section
 * under "Webhooks" explains an HMAC and never says "webhook". The headings a passage sits in
 * count for whether it covers a question and for the sentences it offers (issue 19 §2).
 */
import type {Passage} from '../../../../src/lib/knowledge/types';
import {engineWith, testPassage} from './fixture';

const onPage = (anchor: string, heading: string, text: string, order: number, parents?: string[]) =>
  testPassage(`/docs/api#${anchor}`, 'API reference', heading, text, {order, ...(parents ? {parentHeadings: parents} : {})});

const passages: Passage[] = [
  onPage('webhooks', 'Webhooks', 'Webhooks send each new conversation to your server as a POST request. Register the URL in the console.', 0),
  onPage('signatures', 'Signatures', 'Every request carries a header with an HMAC of the raw body, keyed with your secret. Check it against yours in constant time before you trust the request.', 1, ['Webhooks']),
  onPage('retries', 'Retries', 'A failed delivery is tried again after 1 minute, 10 minutes and 1 hour.', 2, ['Webhooks']),
  onPage('keys', 'API keys', 'Every request you send carries your key in the Authorization header. Keep the secret on your server.', 3),
  testPassage('/blog/email', 'Writing to customers', 'Email', 'A reply from your team ends with your name and the tone of your brand.'),
];

const ask = async (engine: ReturnType<typeof engineWith>, query: string) => {
  const answer = await engine.ask({agentId: 'agt_t', query, locale: 'en'});
  return {uncertain: answer.uncertain, urls: answer.sources.map(({url}) => url), response: answer.response};
};

describe('the headings a passage sits in', () => {
  const engine = engineWith(passages);
  const withoutParents = engineWith(passages.map(({parentHeadings: _, ...passage}) => passage));

  it.each([
    ['how do i check a webhook is really from you', '/docs/api#signatures', 'constant time'],
    ['webhook hmac', '/docs/api#signatures', 'HMAC'],
  ])('"%s" is answered from %s, which never names the webhook', async (query, url, fact) => {
    const {uncertain, urls, response} = await ask(engine, query);
    expect(uncertain).toBe(false);
    expect(urls[0]).toBe(url);
    expect(response).toContain(fact);
  });

  it.each([
    ['how do i check a webhook is really from you', '/docs/api#signatures'],
    ['webhook hmac', '/docs/api#signatures'],
  ])('without them, "%s" does not cite %s first', async (query, url) => {
    const {urls} = await ask(withoutParents, query);
    expect(urls[0]).not.toBe(url);
  });
});
