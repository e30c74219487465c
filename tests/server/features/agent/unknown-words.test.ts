/**
 * Words no passage has (issue 19 §2): a name we never mention keeps the question out of scope, a
 * single unknown word among known ones does not sink an in-scope question unless it is the thing
 * whose existence is asked about, and half of a question is not enough to answer it.
 */
import {askedOfAgent, askedWhetherExists, asksChatForTask, asksWhatAgentCan, comparedWith, asksWhetherExists, ownerOf, withoutOwnPlace} from '../../../../server/features/agent/languages';
import {engineWith, testPassage as passage} from './fixture';

const engine = engineWith([
  passage('/careers#open-roles', 'Careers', 'Open roles', 'Engineer, remote or in San Francisco: you will make our agents find the right passage tomorrow and every day.'),
  passage('/pricing#plans', 'Pricing', 'Plans', 'The Pro plan price is $299 a month; Business is $449 a month.', {order: 1}),
  passage('/docs/api#rate-limits', 'API reference', 'Rate limits', 'Each key may send 600 requests a minute; over the rate limit you get 429 with Retry-After.', {version: '1.0'}),
  passage('/docs/widget#mobile', 'Widget', 'Mobile', 'The widget works in the mobile browser of every phone.', {version: '1.0', order: 1}),
  passage('/use-cases/scheduling', 'Scheduling', 'Studios', 'Hair studios book staff and time slots.'),
  passage('/privacy#discounts', 'Privacy', 'Codes', 'We never store a discount code.', {order: 1}),
]);
const ask = (query: string) => engine.ask({agentId: 'agt_t', query, locale: 'en'});

describe('unknownUnlistedWords', () => {
  const knowledge = engine.knowledgeOf('agt_t');
  it.each([
    // Names typed in lower case: words of neither language.
    ['can the widget post to tiktok', ['tiktok']],
    ['¿el widget funciona en el móvil con whatsapp?', ['whatsapp']],
    // Ordinary words we never use, ours, typos of ours, numbers and stop words are not names.
    ['does the widget work on tablets', []],
    ['¿el widget funciona en tabletas?', []],
    ['pricng of the pro plan', []],
    ['429 over the limit', []],
  ])('"%s" -> %j', (query, words) => expect(knowledge.unknownUnlistedWords(knowledge.correctSpelling('en', query))).toEqual(words));

  it('reads a word with an apostrophe inside, straight or curly, as one word', async () => {
    for (const query of ["the widget doesn't work on my phone", 'the widget doesn’t work on my phone']) {
      expect((await ask(query)).sources[0]?.url).toBe('/docs/widget#mobile');
    }
  });

  it('makes a question about one uncertain, where an ordinary unknown word among ours is not', async () => {
    expect((await ask('hair studios booking staff slots for weddings')).uncertain).toBe(false);
    const answer = await ask('hair studios booking staff slots for tiktok');
    expect(answer.uncertain).toBe(true);
    expect(answer.sources).toEqual([]);
  });
});

describe('unknownNames', () => {
  const knowledge = engine.knowledgeOf('agt_t');
  it.each([
    ['what is the weather tomorrow in Madrid', ['Madrid']],
    ['how many goals did Messi score', ['Messi']],
    // Brand names with a capital inside are names too.
    ['can the agent reply on LinkedIn', ['LinkedIn']],
    ['¿el agente responde por TikTok?', ['TikTok']],
    // The first word of a sentence is capitalised whatever it is; names we have are known.
    ['Remote roles in San Francisco?', []],
    ['Weather? tell me about Pro', []],
    ['is the Engineer role remote', []],
  ])('"%s" -> %j', (query, names) => expect(knowledge.unknownNames(query)).toEqual(names));

  it('makes a question about them uncertain', async () => {
    expect((await ask('is the role remote tomorrow in San Francisco')).uncertain).toBe(false);
    const answer = await ask('is the role remote tomorrow in Madrid');
    expect(answer.uncertain).toBe(true);
    expect(answer.sources).toEqual([]);
  });

  it('leaves the place visitors say they are in to their setting, not to what they ask', async () => {
    for (const message of ['Im an engineer based in oakland. Is the role remote?', 'I am an engineer in New Orleans. Is the role remote?']) {
      const answer = await ask(message);
      expect(answer.uncertain).toBe(false);
      expect(answer.sources[0].url).toBe('/careers#open-roles');
    }
    // A place the question asks about is still what it is about.
    expect((await ask('I am curious: is the role remote in Madrid?')).uncertain).toBe(true);
  });
});

describe('withoutOwnPlace', () => {
  it.each([
    ['en', 'Hi, I run a small bakery in Leeds West Yorkshire and we need booking', 'Hi, I run a small bakery  and we need booking'],
    ['en', 'any jobs? im a designer based in porto', 'any jobs? im a designer based '],
    ['en', 'what is the weather in Madrid', 'what is the weather in Madrid'],
    ['es', 'Hola, tenemos un hotel en Cusco y muchos huéspedes', 'Hola, tenemos un hotel  y muchos huéspedes'],
    ['es', 'el agente no saluda a nuestros socios de chile', 'el agente no saluda a nuestros socios '],
    ['es', '¿qué tiempo hace en Madrid?', '¿qué tiempo hace en Madrid?'],
  ] as const)('%s "%s" -> "%s"', (lang, message, setting) => expect(withoutOwnPlace(lang, message)).toBe(setting));
});

describe('a name typed wrong', () => {
  const jobs = engineWith(
    [
      passage('/es/integraciones#crm', 'Integraciones', 'CRM', 'Cada traspaso llega a HubSpot con la conversación.', {locale: 'es'}),
      passage('/es/empleo#ofertas', 'Empleo', 'Ofertas', 'Ofertas de empleo para ingenieros que conocen el mercado del software.', {locale: 'es', order: 1}),
    ],
    'es',
  );
  const askJobs = (query: string) => jobs.ask({agentId: 'agt_t', query, locale: 'es'});

  it('is read as the name of ours it is closest to', async () => {
    const answer = await askJobs('¿cada traspaso llega a Hubspto?');
    expect(answer.uncertain).toBe(false);
    expect(answer.sources[0].url).toBe('/es/integraciones#crm');
  });

  // Read as "mercado", a company's name would find our own job offers.
  it('is not read as a common word of ours: a name we do not have keeps the question out of scope', async () => {
    expect((await askJobs('ofertas de empleo en Mercadona')).uncertain).toBe(true);
    expect((await askJobs('ofertas de empleo en el mercado')).uncertain).toBe(false);
  });
});

describe('one unknown word among known ones', () => {
  it('weighs as the rarest known term, so the page that has the rest answers', async () => {
    const answer = await ask('what if my key exceeds the rate limit');
    expect(answer.uncertain).toBe(false);
    expect(answer.sources[0].url).toBe('/docs/api#rate-limits');
  });

  // "today" says when, not what: "price of lumber today" is one word of ours around one we lack.
  it('keeps its weight when the only other word is a common one of ours and a time word', async () => {
    const prices = engineWith([
      passage('/pricing#today', 'Pricing', 'Prices', 'The Pro plan price today is $299 a month.'),
      passage('/careers#roles', 'Careers', 'Open roles', 'Engineers work remote across Europe.'),
    ]);
    const askPrices = (query: string) => prices.ask({agentId: 'agt_t', query, locale: 'en'});
    expect((await askPrices('price of lumber today')).uncertain).toBe(true);
    expect((await askPrices('pro plan price today approximately')).uncertain).toBe(false);
  });

  // Our commonest word and an ordinary one ("the agent books ...") are not what a question about taxis is about.
  it('keeps its weight when the known terms together weigh less than half of it', async () => {
    const agents = engineWith([
      passage('/features#languages', 'Features', 'Languages', 'The agent speaks over 100 languages with your customers.'),
      passage('/use-cases/scheduling', 'Scheduling', 'Bookings', 'The agent books appointments and moves them.'),
      passage('/use-cases/salons', 'Salons', 'Bookings', 'Salons let the agent book staff for each client.'),
      passage('/use-cases/clinics', 'Clinics', 'Bookings', 'Clinics let the agent book visits and send reminders.'),
      passage('/pricing#agents', 'Pricing', 'Agents', 'Each plan includes one agent.'),
      passage('/docs#agent', 'Docs', 'Setup', 'Add the agent to your site in five minutes.'),
    ]);
    const askAgents = (query: string) => agents.ask({agentId: 'agt_t', query, locale: 'en'});
    expect((await askAgents('will the agent book taxis')).uncertain).toBe(true);
    // A rarer known word ("speaks") is what the question is about: the one we lack is a paraphrase.
    const basque = await askAgents('agent that speaks basque');
    expect(basque.uncertain).toBe(false);
    expect(basque.sources[0].url).toBe('/features#languages');
  });

  it('keeps its weight when it is what the question is about', async () => {
    expect((await ask('what happens to my paella over the rate limit')).uncertain).toBe(false);
    expect((await ask('what happens to the rate limit regarding paella')).uncertain).toBe(true);
  });

  // "the rate limit of the town hall" asks about the town hall's, which no page of ours names.
  it('makes the question uncertain when it names the owner of what is asked for', async () => {
    expect((await ask('what is the rate limit of a marina')).uncertain).toBe(true);
    expect((await ask('what is the rate limit of the key')).uncertain).toBe(false);
    // A quantity is no owner.
    expect((await ask('what is the rate limit of five keys')).uncertain).toBe(false);
  });

  it('is not an unknown owner when our pages say it in other words (the thesaurus)', async () => {
    const widget = engineWith([passage('/docs/widget#launcher', 'Widget', 'Launcher', 'Set the colour of the launcher in the dashboard.')]);
    const answer = await widget.ask({agentId: 'agt_t', query: 'how do I set the colour of the button', locale: 'en'});
    expect(answer.uncertain).toBe(false);
  });

  it('keeps its weight when the question asks whether we have it', async () => {
    expect((await ask('do you have a mobile app for tablets')).uncertain).toBe(true);
    expect((await ask('does the widget work in a mobile browser')).uncertain).toBe(false);
  });
});

describe('ownerOf', () => {
  it.each([
    ['en', 'opening hours of the town hall', ['town', 'hall']],
    ['en', 'the commission of an insurance broker?', ['insurance', 'broker']],
    ['en', 'what is the price of the Pro plan', ['pro', 'plan']],
    // A longer tail is a clause, a quantity no owner, and no "of" no owner.
    ['en', 'what happens to my account of course when I leave', []],
    ['en', 'a team of five', []],
    ['en', 'pro plan price', []],
    ['es', 'horario de atención del ayuntamiento', ['ayuntamiento']],
    ['es', 'precio de un seguro de moto', ['moto']],
    ['es', 'un equipo de cinco personas', []],
  ] as const)('%s "%s" -> %j', (lang, query, owner) => expect(ownerOf(lang, query)).toEqual(owner));
});

describe('asksWhetherExists', () => {
  it.each([
    ['en', 'do you have a kiosk mode', true],
    ['en', 'Is there a desktop app?', true],
    ['en', 'can it integrate with my fax', true],
    ['en', 'what if my key exceeds the rate limit', false],
    ['es', '¿Tienen aplicación de escritorio?', true],
    ['es', 'se integra con mi fax', true],
    ['es', '¿Cuánto cuesta el plan Pro?', false],
    // Asked without its verb, as people type it; "any" inside a question asks nothing.
    ['en', 'any discounts for charities', true],
    ['en', 'what if any key exceeds the rate limit', false],
    ['es', '¿algún descuento para estudiantes?', true],
    ['es', 'alguna app de escritorio', true],
    ['es', '¿qué pasa si algún cliente se queja?', false],
  ] as const)('%s "%s" -> %s', (lang, query, expected) => expect(asksWhetherExists(lang, query)).toBe(expected));
});

describe('asksWhatAgentCan', () => {
  it.each([
    ['en', 'can the bot post on my social media', true],
    ['en', 'does the agent book meetings', true],
    ['en', 'can I change the agent', false],
    ['es', '¿el agente puede hacer pagos?', true],
    ['es', '¿el bot sabe idiomas?', true],
    // Asked in the visitor's own verb, it may be a paraphrase of ours: not asked so.
    ['es', '¿el agente aprende de mi web?', false],
  ] as const)('%s "%s" -> %s', (lang, query, expected) => expect(asksWhatAgentCan(lang, query)).toBe(expected));
});

describe('a task for the chat itself', () => {
  it.each([
    ['en', 'write me a haiku about support teams', true],
    ['en', 'Please translate this sentence into Italian', true],
    ['en', 'could you summarize my notes', true],
    ['es', 'tradúceme este párrafo al alemán', true],
    ['es', '¿me puedes redactar una carta?', true],
    ['es', '¿me puede corregir este texto?', true],
    ['es', '¿nos podrían hacer una traducción del manual?', true],
    // Whether the agent we sell writes or translates is a question about it.
    ['en', 'can the agent translate replies', false],
    ['en', 'how do I write a webhook receiver', false],
    ['es', '¿el agente puede traducir las respuestas?', false],
    ['es', '¿me pueden hacer un descuento?', false],
  ] as const)('%s "%s" -> %s', (lang, query, expected) => expect(asksChatForTask(lang, query)).toBe(expected));

  it('is answered as nothing our pages say, though a page shares its words', async () => {
    const writing = engineWith([passage('/blog/tone#letters', 'Blog', 'Letters', 'Write every letter to a customer in one tone, short and warm.')]);
    const answer = await writing.ask({agentId: 'agt_t', query: 'write me a letter to a customer', locale: 'en'});
    expect(answer.uncertain).toBe(true);
    expect(answer.sources).toEqual([]);
  });
});

describe('a comparison with something else', () => {
  it.each([
    ['en', 'is it cheaper than Acme Chat?', ['acme', 'chat']],
    ['en', 'pro vs business', ['business']],
    ['en', 'better than a human team, really', ['human', 'team']],
    ['es', '¿es mejor que Acme?', ['acme']],
    ['es', '¿en qué se diferencian de Acme?', ['acme']],
    ['en', 'how much is the pro plan', []],
  ] as const)('%s %j compares with %j', (lang, query, words) => expect(comparedWith(lang, query)).toEqual(words));

  const rivals = engineWith([
    passage('/integrations#help-desks', 'Integrations', 'A better agent', 'A better agent hands over to your help desk: connect Zendesk and every handoff becomes a ticket.'),
    passage('/blog/ai-vs-humans#cost', 'Blog', 'AI and human teams', 'An AI agent answers routine questions faster than a human team, at a lower cost per conversation.', {order: 1}),
  ]);
  const askRivals = (query: string) => rivals.ask({agentId: 'agt_t', query, locale: 'en'});

  it.each(['is your agent better than Zendesk?', 'is your agent better than an intercom'])('%j is not ours to answer: no page compares us with it', async (query) => {
    expect((await askRivals(query)).uncertain).toBe(true);
  });

  it('is answered when our pages make it ("faster than a human team")', async () => {
    expect((await askRivals('is the agent faster than a human team?')).sources[0]?.url).toBe('/blog/ai-vs-humans#cost');
  });
});

describe('coverage', () => {
  it('one of two equally rare words is not enough to answer', async () => {
    expect((await ask('studios discount')).uncertain).toBe(true);
    expect((await ask('discount code')).uncertain).toBe(false);
  });
});

describe('a question whether we have something', () => {
  const es = (url: string, heading: string, text: string, order = 0) => passage(url, 'AgentWorks', heading, text, {locale: 'es', order});
  const offers = engineWith(
    [
      es('/es/precios#descuentos', 'Descuentos', 'Los planes anuales tienen un descuento por volumen.'),
      es('/es/nosotros#estudio', 'Nuestro estudio', 'Nuestro estudio compara equipos de soporte.', 1),
      es('/es/blog#estudio', 'Un estudio', 'El estudio mide el tiempo de respuesta.', 2),
      es('/es/casos#estudio', 'Otro estudio', 'Cada estudio de caso cuenta un cliente.', 3),
    ],
    'es',
  );
  const askOffers = (query: string) => offers.ask({agentId: 'agt_t', query, locale: 'es'});

  it('is about all of it: a page with only half of it does not answer', async () => {
    expect((await askOffers('¿tienen descuento por volumen?')).sources[0].url).toBe('/es/precios#descuentos');
    // "estudiantes" and "estudio" share a stem; no page has both a discount and students.
    expect((await askOffers('¿tienen descuento para estudiantes?')).uncertain).toBe(true);
  });

  it('is one too when it asks what the agent can do', async () => {
    expect((await askOffers('¿el agente puede hacer descuentos por volumen?')).sources[0].url).toBe('/es/precios#descuentos');
    expect((await askOffers('¿el agente puede hacer descuentos a estudiantes?')).uncertain).toBe(true);
  });

  it('is what it asks before an alternative: "o" begins another question', async () => {
    expect((await askOffers('¿tienen descuento por volumen o para estudiantes?')).sources[0]?.url).toBe('/es/precios#descuentos');
    expect(askedWhetherExists('en', 'is there an SDK for Node or do I just call the endpoints').trim()).toBe('an SDK for Node');
    // A comma ends it too: what follows is said of it ("like ...", "for ...").
    expect(askedOfAgent('en', 'can the bot book visits, like for a salon').trim()).toBe('book visits');
    expect(askedWhetherExists('es', '¿tienen descuento por volumen, para una academia?').trim()).toBe('descuento por volumen');
    expect(askedOfAgent('en', 'can the bot book visits? It would save us calls').trim()).toBe('book visits');
    // Spanish "u" is "o" before a vowel; an English "u" is a texted "you".
    expect(askedOfAgent('en', 'can the bot help u book visits').trim()).toBe('help u book visits');
    expect(askedWhetherExists('es', '¿tienen descuento por volumen u otro?').trim()).toBe('descuento por volumen');
  });

  it('may miss one of five terms or more on the cited page: a long question says more than it asks', async () => {
    const sandbox = engineWith([
      passage('/docs/sandbox#keys', 'Sandbox', 'Sandbox keys', 'A sandbox key lets you test API calls for free, for 24 hours.'),
      passage('/pricing#billing', 'Pricing', 'Billing', 'Plans are billed monthly; mainframes are not supported.', {order: 1}),
    ]);
    const askSandbox = (query: string) => sandbox.ask({agentId: 'agt_t', query, locale: 'en'});
    expect((await askSandbox('is there a sandbox to test api calls without being billed')).sources[0]?.url).toBe('/docs/sandbox#keys');
    expect((await askSandbox('is there a sandbox to test api calls on mainframes overnight')).uncertain).toBe(true);
  });

  it('is what it asks in its own clause: what the visitors say of themselves before it is not asked', async () => {
    expect((await askOffers('para la tienda, ¿tienen descuento por volumen?')).sources[0]?.url).toBe('/es/precios#descuentos');
    expect(askedWhetherExists('es', 'somos una academia de baile, ¿tienen descuento por volumen?').trim()).toBe('descuento por volumen');
    expect(askedWhetherExists('es', '¿el widget tiene modo oscuro?').trim()).toBe('el widget  modo oscuro');
  });

  it('is one too when asked without its verb ("¿algún …?")', async () => {
    expect((await askOffers('¿algún descuento por volumen?')).sources[0].url).toBe('/es/precios#descuentos');
    expect((await askOffers('¿algún descuento para estudiantes?')).uncertain).toBe(true);
  });
});

describe('a question whether the agent can do something', () => {
  const social = engineWith([
    passage('/contact#social', 'Contact', 'Social profiles', 'Follow the agent team on Instagram and LinkedIn.'),
    passage('/blog#latest', 'Blog', 'Latest', 'Read the latest blog post.', {order: 1}),
    passage('/features#channels', 'Features', 'Channels', 'The agent can post answers on your website chat.', {order: 2}),
  ]);
  const askSocial = (query: string) => social.ask({agentId: 'agt_t', query, locale: 'en'});

  it('is answered only by a page that has all of it', async () => {
    // The contact page has the agent and LinkedIn, but nothing of posting there.
    expect((await askSocial('can the agent post on linkedin')).uncertain).toBe(true);
    expect((await askSocial('can the agent post answers on the website chat')).sources[0].url).toBe('/features#channels');
  });
});

describe('a name our pages have that no cited page has', () => {
  const named = engineWith([
    passage('/contact#social', 'Contact', 'Social media', 'AgentWorks on Facebook: https://www.facebook.com/agentworks.'),
    passage('/privacy#security', 'Privacy', 'Security', 'We protect your data: stored data is encrypted at rest and in transit.'),
  ]);
  const askNamed = (query: string) => named.ask({agentId: 'agt_t', query, locale: 'en'});

  it('keeps a question about that name out of the pages that share only its other words', async () => {
    const answer = await askNamed('how do I protect my data on Facebook');
    expect(answer.uncertain).toBe(true);
    expect(answer.sources).toEqual([]);
  });

  it('still answers from the page that has the name, and the question without it', async () => {
    expect((await askNamed('are you on Facebook')).sources.map((source) => source.url)).toEqual(['/contact#social']);
    expect((await askNamed('how do you protect my data')).sources[0].url).toBe('/privacy#security');
  });
});
