/**
 * A subsection's words often leave out what its parent heading names: the "Signatures" section
 * under "Webhooks" explains an HMAC and never says "webhook". Between sections that cover a
 * question alike, the headings a passage sits in count among the words it has as written
 * (surface.ts); they do not count for coverage, where they cost the bench (issue 19 §2).
 */
import {surfaceShare} from '../../../../server/features/agent/surface';
import {testPassage} from './fixture';

const signatures = (parents?: string[]) =>
  testPassage('/docs/api#signatures', 'API reference', 'Signatures', 'Every request carries a header with an HMAC of the raw body, keyed with your secret.', {
    ...(parents ? {parentHeadings: parents} : {}),
  });

describe('the headings a passage sits in', () => {
  it.each([
    [['webhook', 'signature'], 1],
    [['webhooks', 'hmac'], 1],
    [['webhook', 'retries'], 0.5],
  ])('count among its words as written: %j', (words, share) => {
    expect(surfaceShare(signatures(['Webhooks']), words)).toBe(share);
  });

  it('without them the section has only its own words', () => {
    expect(surfaceShare(signatures(), ['webhook', 'signature'])).toBe(0.5);
  });
});
