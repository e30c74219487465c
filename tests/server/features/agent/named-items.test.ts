/** Plans, add-ons and libraries that do not exist (issue 19 §3): the answer says so, uncertain. */
import {namedItems} from '../../../../server/features/agent/languages';
import {engineWith, testPassage as passage} from './fixture';

describe('namedItems', () => {
  it.each([
    ['en', 'what does the Gold plan include', ['Gold']],
    ['en', 'how much is the voice cloning add-on?', ['voice cloning']],
    ['en', 'is there a Kotlin SDK', ['Kotlin']],
    ['en', 'cheapest plan price', []],
    ['en', 'which plan has the monthly limit', []],
    ['en', 'moving to a cheaper plan or a bigger package', []],
    ['es', '¿Cuánto cuesta el plan Oro de 10 euros?', ['Oro']],
    ['es', 'precio del complemento de clonación de voz', ['clonación']],
    ['es', '¿Puedo cambiar de plan cuando quiera?', []],
    ['es', 'precio del plan mensual', []],
    // A higher or lower plan, and a currency, describe rather than name.
    ['es', 'cambio a un plan superior', []],
    ['es', 'plan de 20 US$', []],
    ['en', 'a 20 USD plan', []],
    // The plan in the middle, and two plans compared, name no plan of their own.
    ['en', 'what does the mid tier plan include', []],
    ['es', 'plan pro vs enterprise', ['pro']],
    ['es', 'el plan intermedio', []],
    // What one does to a plan is no plan's name.
    ['en', 'downgrade plan', []],
    ['en', 'how do I switch plan', []],
    ['es', 'mejorar plan', []],
    ['en', 'upgrade to the Titanium plan', ['Titanium']],
  ] as const)('%s "%s" -> %j', (lang, query, expected) => expect(namedItems(lang, query)).toEqual(expected));
});

describe('an offer the pages never name is not answered with another one', () => {
  const engine = engineWith([
    passage('/pricing#pro', 'Pricing', 'Pro plan', 'The Pro plan costs $299 a month and includes 1,000 conversations.'),
    passage('/pricing#add-ons', 'Pricing', 'Add-ons', 'The CRM connector add-on costs $19 a month.', {order: 1}),
  ]);
  const ask = (query: string) => engine.ask({agentId: 'agt_t', query, locale: 'en'});

  it('answers about a plan that exists', async () => {
    const answer = await ask('how much does the pro plan cost');
    expect(answer.uncertain).toBe(false);
    expect(answer.response).toContain('$299');
  });

  it('says it found nothing by the name asked about', async () => {
    const answer = await ask('how much does the Gold plan cost');
    expect(answer.uncertain).toBe(true);
    expect(answer.sources).toEqual([]);
    expect(answer.response).toContain('"Gold"');
  });

  it('an add-on too', async () => {
    expect((await ask('price of the voice cloning add-on')).uncertain).toBe(true);
    expect((await ask('price of the crm connector add-on')).uncertain).toBe(false);
  });
});
