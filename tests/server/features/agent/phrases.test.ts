/** Phrases of the thesaurus (src/data/agentSynonyms.ts `agentPhrases`): a visitor's several words for one of ours (issue 19 §2). */
import {createLanguageTokenizer} from '../../../../server/features/agent/languages';
import {phrasesOf, readPhrases} from '../../../../server/features/agent/phrases';
import {agentPhrases, agentSynonyms} from '../../../../src/data/agentSynonyms';
import {engineWith, testPassage} from './fixture';

describe('the curated phrases', () => {
  it.each(Object.entries(agentPhrases))('%s: phrases of several words or of one no synonym group has, read as content words, no two alike', (lang, phrases) => {
    const tokenizer = createLanguageTokenizer(lang as 'en' | 'es');
    const grouped = new Set(agentSynonyms[lang as 'en' | 'es'].flat());
    for (const [phrase, readAs] of Object.entries(phrases)) {
      // One word of a group would be a synonym, which the index reads as a term of its own.
      expect([phrase, /\s/.test(phrase) || !grouped.has(phrase)]).toEqual([phrase, true]);
      expect([phrase, tokenizer.tokenize(readAs).length > 0]).toEqual([phrase, true]);
    }
    const keys = phrasesOf(lang as 'en' | 'es', tokenizer).map(({keys}) => keys.join(' '));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('readPhrases', () => {
  const en = createLanguageTokenizer('en');
  const es = createLanguageTokenizer('es');
  it.each([
    // Each word by its stem: another form of the phrase's words is the phrase.
    ['en', 'when did the shop go live', 'when did the shop launch'],
    ['en', 'Going live next week?', 'launch next week?'],
    ['en', 'the bot hands over chats', 'the bot handover chats'],
    ['en', 'does the dashboard have two-step login', 'does the dashboard have multi-factor login'],
    ['en', 'MFA for staff', 'multi-factor for staff'],
    // Short forms and "brand new", which only says new.
    ['en', 'auth for a brand new app', 'authentication for a new app'],
    ['en', 'how many ppl per seat', 'how many people per seat'],
    ['en', 'change the greeting msg', 'change the greeting message'],
    ['es', 'más info del plan', 'más información del plan'],
    // The longest phrase is read, and its words are not read again.
    ['en', 'can I cancel at any time', 'can I commitment'],
    ['es', '¿cómo me doy de baja?', '¿cómo me compromiso?'],
    ['es', 'cancelar en cualquier momento del año', 'compromiso en del año'],
    // Ending a plan is what our pages answer with its commitment.
    ['en', 'can we cancel our plan early', 'can we commitment our early'],
    ['es', '¿puedo cancelar mi plan?', '¿puedo compromiso mi?'],
    ['es', 'verificación en dos pasos', 'verificación en multifactor'],
    ['en', 'does it speak German', 'does it speak language'],
    // An agent that does not know is one that does not guess, on our pages.
    ['en', 'what if the bot doesnt know', 'what if the bot guess'],
    ['en', 'what if it does not know the answer', 'what if it guess the answer'],
    ['es', '¿y si el asistente no sabe la respuesta?', '¿y si el asistente adivinar la respuesta?'],
    ['es', '¿y si no lo sabe?', '¿y si adivinar?'],
    // A data protection officer asks what our pages say of data protection.
    ['en', 'our DPO needs the details', 'our data protection needs the details'],
    ['es', 'lo pide nuestro DPO', 'lo pide nuestro protección de datos'],
    // What a plan limits is what our pages call interactions.
    ['en', 'is there a chat limit on Pro', 'is there a interaction limit on Pro'],
    ['es', '¿cuál es el límite de mensajes?', '¿cuál es el límite de interacciones?'],
    // A trial period is our free trial.
    ['en', 'how long is the trial period', 'how long is the free trial'],
    ['es', '¿hay periodo de prueba?', '¿hay prueba gratuita?'],
    // Switching is what our pages call changing.
    ['en', 'can we switch plans later', 'can we change plans later'],
    ['en', 'switching to annual billing', 'changing to annual billing'],
    // Whether it is worth it is what it gives back.
    ['en', 'is it worth it for a florist', 'is it return on investment for a florist'],
    ['es', '¿vale la pena para una floristería?', '¿retorno inversión para una floristería?'],
    // Our plans by their names in Spanish.
    ['es', '¿qué trae el plan empresarial?', '¿qué trae el plan enterprise?'],
    ['es', 'usuarios del plan profesional', 'usuarios del plan pro'],
    // Giving or asking for an appointment is booking one.
    ['es', '¿puedo pedir cita por el chat?', '¿puedo reservar cita por el chat?'],
    ['es', 'dar citas por la web', 'reservar cita por la web'],
    // Our pages give the agent a name.
    ['en', 'can I rename the bot', 'can I name the bot'],
    // A site builder or framework our pages do not name is a website.
    ['en', 'does it run on Squarespace', 'does it run on website'],
    // A misspelt message is the visitor's own words; a partner's brand is our reseller program.
    ['en', 'can it handle typos', 'can it handle own words'],
    ['es', 'errores ortográficos en la pregunta', 'propias palabras en la pregunta'],
    ['en', 'a white-label widget', 'a resell widget'],
    ['es', 'chat en marca blanca', 'chat en revender'],
    // Signing up is creating an account; blind visitors use screen readers.
    ['es', '¿cómo me doy de alta?', '¿cómo me cree su cuenta?'],
    ['es', 'para hacerme partner', 'para hágase socio'],
    ['es', 'para personas con discapacidad visual', 'para personas con lectores de pantalla'],
    ['en', 'usable by blind people', 'usable by screen reader people'],
    // Whether one must write code is whether a technical team is needed.
    ['en', 'is it no-code', 'is it technical team'],
    ['es', 'hace falta saber programar', 'hace falta equipo técnico'],
    // The plan in the middle of our three; the most basic one is the cheapest.
    ['en', 'what does the middle tier include', 'what does the business include'],
    ['es', 'el plan más básico', 'el plan más barato'],
    ['es', 'el plan Básico', 'el plan Básico'],
    // A file a visitor exports to is an export.
    ['en', 'leads into a spreadsheet', 'leads into a export'],
    ['es', 'pasar los leads a una hoja de cálculo', 'pasar los leads a una exportar'],
    ['es', '¿funciona en Wix?', '¿funciona en web?'],
    ['es', '¿puede pasar a una persona?', '¿puede traspaso?'],
    // The law by its name on our pages.
    ['en', 'do you follow data protection law', 'do you follow gdpr'],
    ['es', '¿cumplen la ley de protección?', '¿cumplen la rgpd?'],
    ['es', '¿Están contratando ingenieros?', '¿vacante ingenieros?'],
    // A phrase of one word is that word as written, or its plural: not "acceso", which has its stem.
    ['es', '¿es accesible el widget?', '¿es accesibilidad el widget?'],
    ['es', 'acceso al panel', 'acceso al panel'],
    ['es', '¿puedo subir de plan?', '¿puedo plan superior?'],
    ['es', '¿cómo subo un archivo?', '¿cómo subo un archivo?'],
    // A phrase of three words or more may have up to two words after its first, which are kept.
    ['es', '¿se puede pasar la conversación a una persona?', '¿se puede traspaso la conversación?'],
    ['en', 'can I cancel my plan at any time', 'can I commitment my plan'],
    ['es', 'pasar a mi equipo y luego a una persona', 'pasar a mi equipo y luego a una persona'],
    // Whether our models learn from their data is what our pages say the data is used for.
    ['en', 'do you train your AI with it', 'do you purpose limitation your with it'],
    ['es', '¿van a entrenar sus modelos con esto?', '¿van a limitación de la finalidad sus con esto?'],
    // A phrase of two words may be split by articles, possessives and pronouns only, which are kept.
    ['en', 'can I hand it over later', 'can I handover it later'],
    ['es', 'quiero cancelar la suscripción anual', 'quiero compromiso la anual'],
    ['en', 'hand the chat over', 'hand the chat over'],
    ['en', 'we go there live', 'we go there live'],
    // Words that are not the phrase in a row stay as typed.
    ['en', 'live chat goes to a person', 'live chat goes to a person'],
    ['en', 'a hand for the over-worked team', 'a hand for the over-worked team'],
    ['es', 'dos planes con pasos distintos', 'dos planes con pasos distintos'],
  ])('%s: "%s" is read as "%s"', (lang, query, expected) => {
    const tokenizer = lang === 'es' ? es : en;
    expect(readPhrases(lang as 'en' | 'es', phrasesOf(lang as 'en' | 'es', tokenizer), tokenizer, query)).toBe(expected);
  });
});

describe('a question in a phrase finds the page that says its word', () => {
  const passage = (url: string, heading: string, text: string, locale = 'en') => testPassage(url, 'Page', heading, text, {locale});
  const engine = engineWith([
    passage('/partners#payouts', 'Payouts', 'Partners receive monthly payouts with clear statements.'),
    passage('/partners#apply', 'Apply', 'Partners apply with a short form and hear from us within a week.'),
    passage('/security#logins', 'Dashboard logins', 'Turn on multi-factor authentication for every dashboard user.'),
    passage('/security#keys', 'API keys', 'Keep private keys on your server, never in a browser.'),
    passage('/retail#timeline', 'Timeline', 'Most shops go live in 2-4 weeks.'),
    passage('/retail#languages', 'Languages', 'Shops serve customers in 20 languages.'),
    passage('/pricing#limits', 'Limits', 'Beyond its daily limit, a plan answers with an upgrade offer.'),
    passage('/terms#refunds', 'Refunds', 'Our refund policy: refunds go back through the payment provider.'),
    passage('/security#transport', 'In transit', 'Every connection uses TLS 1.3 with HSTS.'),
  ]);
  engine.loadKnowledgeFile('agt_t', {
    locale: 'es',
    defaultVersion: '1.0',
    passages: [
      passage('/es/seguridad#acceso', 'Acceso al panel', 'Active la autenticación multifactor para todos los usuarios del panel.', 'es'),
      passage('/es/seguridad#claves', 'Claves', 'Guarde las claves privadas en su servidor.', 'es'),
      passage('/es/accesibilidad#medidas', 'Medidas', 'La accesibilidad del sitio sigue las pautas WCAG 2.2 AA.', 'es'),
      passage('/es/seguridad#roles', 'Roles', 'El acceso al sitio y al panel depende del rol de cada persona.', 'es'),
      passage('/es/seguridad#transporte', 'En tránsito', 'Toda conexión usa TLS 1.3 con HSTS.', 'es'),
      passage('/es/tiendas#idiomas', 'Idiomas', 'Las tiendas en línea atienden en 30 idiomas.', 'es'),
      passage('/es/socios#alta', 'Alta', 'Los socios se dan de alta con un formulario breve.', 'es'),
    ],
  });
  it.each([
    ['how do partners get paid', 'en', '/partners#payouts'],
    ['two-factor for the dashboard', 'en', '/security#logins'],
    // The word it is read as is found where our page says the phrase itself.
    ['when will my shop be launched', 'en', '/retail#timeline'],
    ['acceso al panel con doble factor', 'es', '/es/seguridad#acceso'],
    ['¿el sitio es accesible?', 'es', '/es/accesibilidad#medidas'],
    // A language our pages never name is one of the languages they do.
    ['do shops get answers in Italian', 'en', '/retail#languages'],
    ['what if a plan goes over its daily limit', 'en', '/pricing#limits'],
    ['money back?', 'en', '/terms#refunds'],
    ['ssl certificate?', 'en', '/security#transport'],
    ['¿hay certificado ssl?', 'es', '/es/seguridad#transporte'],
    ['tienda online', 'es', '/es/tiendas#idiomas'],
    ['alta de partners', 'es', '/es/socios#alta'],
  ])('"%s" (%s) is answered by %s', async (query, locale, url) => {
    const answer = await engine.ask({agentId: 'agt_t', query, locale});
    expect(answer.uncertain).toBe(false);
    expect(answer.sources[0].url).toBe(url);
  });
});
