/**
 * Another word of the same stem (server/features/agent/composer.ts, `inflectionLetters`): stemming
 * makes "accessibility" and "access" one term, so a passage that says "access" once covered a
 * question about accessibility as well as the page about it.
 */
import {engineWith, testPassage as passage} from './fixture';
import type {Passage} from '../../../../src/lib/knowledge/types';

/** Passages that say "widget" and "sign", so those words weigh less than the rarer ones asked about. */
const commonWords: Passage[] = [
  passage('/docs/install', 'Install', 'Paste the snippet', 'Paste the widget snippet before the closing head tag, then sign in to check it.'),
  passage('/docs/colours', 'Colours', 'Match your brand', 'The widget takes your brand colour; sign in to the dashboard to change it.'),
  passage('/docs/languages', 'Languages', 'Any language', 'The widget answers in the language of the page.'),
];

const ask = (passages: Passage[], query: string) => engineWith([...passages, ...commonWords]).ask({agentId: 'agt_t', query, locale: 'en'});

describe('another word of the same stem', () => {
  it.each([
    [
      '"access" for "accessibility"',
      'how accessible is the widget',
      passage('/accessibility', 'Accessibility statement', 'Standards', 'Our pages and chat meet WCAG 2.2 level AA; screen readers announce new answers.'),
      passage('/security#gdpr', 'Security', 'GDPR', 'The widget collects only what a conversation needs. We answer access requests within days.'),
    ],
    [
      '"respond" for "responsible"',
      'who is responsible for the data in contact forms',
      passage('/privacy#controller', 'Privacy policy', 'Who we are', 'AgentWorks, Inc. is the controller of the data you enter in our contact forms.'),
      passage('/docs/api#forms', 'API', 'Form data', 'Upload files as multipart form data; the API will respond with the data it stored.'),
    ],
  ])('ranks the passage that says the visitor\'s word before one with %s', async (_case, query, right, other) => {
    const answer = await ask([right, other], query);
    expect(answer.sources[0].url).toBe(right.url);
  });

  it('still answers from a passage that has the stem only through another word (coverage decides that)', async () => {
    const answer = await ask([passage('/security#gdpr', 'Security', 'GDPR', 'The widget collects only what a conversation needs. We answer access requests within days.')], 'how accessible is the widget');
    expect(answer.uncertain).toBe(false);
    expect(answer.sources[0].url).toBe('/security#gdpr');
  });

  it('takes an inflection of the visitor\'s word for the word itself ("sign" for "signing")', async () => {
    const answer = await ask(
      [
        passage('/docs/sandbox', 'Sandbox', 'Try it first', 'Sign up is not needed: a sandbox key makes a throwaway agent for 24 hours.'),
        passage('/blog/keys', 'Keys', 'Sandbox keys', 'Rotate sandbox keys after signing a contract.'),
      ],
      'signing up for a sandbox',
    );
    expect(answer.sources[0].url).toBe('/docs/sandbox');
  });
});

describe('a noun in -ification and its verb in -ify', () => {
  // Snowball stems "verify" as "verifi" and "verification" as "verif": one word to a visitor.
  it('answers "verification" with the section that says "verify"', async () => {
    const answer = await ask(
      [
        passage('/docs/webhooks#signatures', 'Webhooks', 'Signatures', 'To verify a request, compute its HMAC with your secret.'),
        passage('/docs/webhooks#headers', 'Webhooks', 'Webhook signature headers', 'Every webhook signature header carries a webhook signature.'),
      ],
      'webhook signature verification',
    );
    expect(answer.sources[0].url).toBe('/docs/webhooks#signatures');
  });
});
