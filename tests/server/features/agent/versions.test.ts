/** Which docs version answers (issue 19 §2), and how deep the BM25 candidates go. */
import type {Passage} from '../../../../src/lib/knowledge/types';
import {versionOfPage} from '../../../../server/features/agent/engine';
import {engineWith, testPassage} from './fixture';

const doc = (url: string, version: string | null, heading: string, text: string) => testPassage(url, 'API reference', heading, text, {version});

describe('docs versions (issue 20 §1: 2.0 the default, 1.0 older, next unreleased)', () => {
  const engine = engineWith(
    [
      doc('/documentation/1.0/api-reference#authentication', '1.0', 'Authentication', 'Send your API key as a bearer token.'),
      doc('/documentation/1.0/api-reference#sdk-only', '1.0', 'SDK access', 'Old SDK tokens are sent in the X-Token header.'),
      doc('/documentation/api-reference#authentication', '2.0', 'Authentication', 'Send your API key as a bearer token in the Authorization header.'),
      doc('/documentation/api-reference#rate-limits', '2.0', 'Rate limits', 'Each private key may send 600 requests a minute; public keys 60.'),
      doc('/documentation/next/api-reference#authentication', 'current', 'Authentication', 'Send your API key as a bearer token in the Authorization header, or a cookie.'),
      doc('/documentation/next/api-reference#rate-limits', 'current', 'Rate limits', 'Each private key may send 900 requests a minute; public keys 60.'),
    ],
    'en',
    '2.0',
  );
  const ask = (query: string, context: {version?: string; page?: string} = {}) =>
    engine.ask({agentId: 'agt_t', query, locale: 'en', ...context});

  it.each([
    // No version and no docs page: the newest released version, 2.0.
    ['how do I send my api key', {}, '/documentation/api-reference#authentication'],
    ['api rate limit per minute', {}, '/documentation/api-reference#rate-limits'],
    ['api rate limit per minute', {page: '/pricing'}, '/documentation/api-reference#rate-limits'],
    ['api rate limit per minute', {page: '/documentation/integration'}, '/documentation/api-reference#rate-limits'],
    // The version asked for...
    ['how do I send my api key', {version: 'next'}, '/documentation/next/api-reference#authentication'],
    ['how do I send my api key', {version: '1.0'}, '/documentation/1.0/api-reference#authentication'],
    // ...or the version of the docs page the reader asks from, in either locale.
    ['how do I send my api key', {page: '/documentation/1.0/integration'}, '/documentation/1.0/api-reference#authentication'],
    ['api rate limit per minute', {page: '/es/documentation/next/security'}, '/documentation/next/api-reference#rate-limits'],
    // A version asked for wins over the page's.
    ['how do I send my api key', {version: '2.0', page: '/documentation/1.0/integration'}, '/documentation/api-reference#authentication'],
  ])('"%s" (%o) is answered by %s', async (query, context, url) => {
    const answer = await ask(query, context);
    expect(answer.sources.map((source) => source.url)).toContain(url);
    expect(answer.sources[0].url).toBe(url);
  });

  it('never answers from another version: not from 1.0 by default, not from 2.0 on a 1.0 page', async () => {
    expect((await ask('old sdk token x-token header')).uncertain).toBe(true);
    expect((await ask('api rate limit per minute', {page: '/documentation/1.0/security'})).uncertain).toBe(true);
    expect((await ask('api rate limit per minute', {version: '1.0'})).uncertain).toBe(true);
  });
});

describe('versionOfPage', () => {
  const versions = new Set(['2.0', '1.0', 'current']);
  it.each([
    ['/documentation/1.0/integration', '1.0'],
    ['/es/documentation/1.0', '1.0'],
    ['/documentation/next/api-reference/ask', 'current'],
    ['/es/documentation/next', 'current'],
    ['/documentation/integration', undefined],
    ['/documentation', undefined],
    ['/documentation/9.9/integration', undefined],
    ['/pricing', undefined],
    [undefined, undefined],
  ])('%s is in version %s', (page, version) => {
    expect(versionOfPage(page, versions)).toBe(version);
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
