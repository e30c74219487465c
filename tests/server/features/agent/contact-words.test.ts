/** Contact details are found by what they are called (issue 19 §2: content on the site, in visitors' words). */
import {contactWordsOf} from '../../../../server/features/agent/languages';
import {engineWith, testPassage as passage} from './fixture';

describe('contactWordsOf', () => {
  it.each([
    ['en', 'Customer support: <support@agentworks.example>', 'email address'],
    ['en', 'Sales: +1 (555) 010-0188', 'phone number'],
    ['en', 'call [+1 (555) 010-0199](tel:+15550100199)', 'phone number'],
    ['es', 'Soporte: support@agentworks.example, +1 (555) 010-0199', 'correo electrónico email dirección teléfono número'],
    ['en', 'Version 1.0 of the API, 600 requests a minute.', ''],
  ] as const)('%s %j -> %j', (lang, text, words) => expect(contactWordsOf(lang, text)).toBe(words));
});

describe('a question for an email address or a phone number', () => {
  const engine = engineWith([
    passage('/contact#channels', 'Contact', 'Channels', '- Customer support: +1 (555) 010-0199, <support@agentworks.example>'),
    passage('/docs/crm#fields', 'CRM', 'Fields', 'The support team sees the visitor name and company of each lead.', {order: 1}),
  ]);
  it.each(['email for support', 'support phone'])('"%s" is answered by the page that shows it', async (query) => {
    const answer = await engine.ask({agentId: 'agt_t', query, locale: 'en'});
    expect(answer.sources[0].url).toBe('/contact#channels');
    expect(answer.response).toContain('support@agentworks.example');
  });
});
