/** Which docs version answers (issue 19 §2), and how deep the BM25 candidates go. */
import type {Passage} from '../../../src/lib/knowledge/types';
import {engineWith, testPassage} from './fixture';

const doc = (url: string, version: string | null, heading: string, text: string) => testPassage(url, 'API reference', heading, text, {version});

describe('docs versions without a version asked', () => {
  const engine = engineWith([
    doc('/documentation/api-reference#authentication', '1.0', 'Authentication', 'Send your API key as a bearer token.'),
    doc('/documentation/next/api-reference#authentication', 'current', 'Authentication', 'Send your API key as a bearer token in the Authorization header.'),
    doc('/documentation/next/api-reference#rate-limits', 'current', 'Rate limits', 'Each private key may send 600 requests a minute; public keys 60.'),
  ]);
  const ask = (query: string, version?: string) => engine.ask({agentId: 'agt_t', query, locale: 'en', version});

  it.each([
    // The released version answers what it covers...
    ['how do I send my api key', undefined, '/documentation/api-reference#authentication'],
    // ...and a section only the next version has answers the rest.
    ['api rate limit per minute', undefined, '/documentation/next/api-reference#rate-limits'],
    // The version a reader is on answers, alone.
    ['how do I send my api key', 'next', '/documentation/next/api-reference#authentication'],
    ['how do I send my api key', '1.0', '/documentation/api-reference#authentication'],
  ])('"%s" (version %s) is answered by %s', async (query, version, url) => {
    const answer = await ask(query, version);
    expect(answer.sources.map((source) => source.url)).toContain(url);
    expect(answer.sources[0].url).toBe(url);
  });

  it('does not search other versions when the reader is on one', async () => {
    expect((await ask('api rate limit per minute', '1.0')).uncertain).toBe(true);
  });
});

describe('candidate depth', () => {
  it('re-ranks hundreds of BM25 hits, so a section that BM25 puts far down still answers', async () => {
    const crowd = Array.from({length: 150}, (_, i) =>
      doc(`/blog/post-${i}`, null, `Banks ${i}`, `Banks and banks and banks, story ${i}.`),
    ).map((p) => ({...p, pageTitle: `Banks ${i(p)}`}));
    const engine = engineWith([
      ...crowd,
      {...doc('/industry/financial-services', null, 'Compliance', 'For a bank we keep audit trails and answer compliance questions.'), pageTitle: 'Financial services'},
    ]);
    const answer = await engine.ask({agentId: 'agt_t', query: 'bank audit trails compliance', locale: 'en'});
    expect(answer.sources[0].url).toBe('/industry/financial-services');
  });
});

function i(p: Passage): string {
  return p.url.replace(/\D+/g, '');
}
