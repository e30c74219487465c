/** Synonyms (src/data/agentSynonyms.ts), acronyms and compounds from our own passages (issue 19 §2). */
import {createLanguageTokenizer} from '../../../../server/features/agent/languages';
import {splitCompound} from '../../../../server/features/agent/spelling';
import {agentSynonyms} from '../../../../src/data/agentSynonyms';
import {engineWith, testPassage} from './fixture';

const passage = (url: string, pageTitle: string, heading: string, text: string, locale = 'en') => testPassage(url, pageTitle, heading, text, {locale});

describe('the curated thesaurus', () => {
  it.each(Object.entries(agentSynonyms))('%s: groups of two or more single words, each word in one group', (_, groups) => {
    const words = groups.flat();
    expect(groups.every((group) => group.length >= 2)).toBe(true);
    expect(words.every((word) => /^[\p{L}-]+$/u.test(word))).toBe(true);
    expect(new Set(words).size).toBe(words.length);
  });

  // Inflections of one word ("borro" next to "borrar") add nothing the stemmer does not, and read
  // as a visitor's question copied into the list.
  it.each(Object.entries(agentSynonyms))('%s: one word per stem in each group, and every word a content word', (lang, groups) => {
    const tokenizer = createLanguageTokenizer(lang as 'en' | 'es');
    for (const group of groups) {
      const stems = group.map((word) => tokenizer.tokenize(word));
      expect([group, stems.every((terms) => terms.length === 1)]).toEqual([group, true]);
      expect([group, new Set(stems.flat()).size]).toEqual([group, group.length]);
    }
  });
});

describe('splitCompound', () => {
  // Adjacent words of the passages ("add-on" is "add on"), not words that merely exist apart.
  const pairs = new Map([
    ['add on', 5],
    ['add ons', 3],
    ['the check', 2],
  ]);
  it.each([
    ['addon', 'add on'],
    ['addons', 'add ons'],
    ['mailchimp', undefined],
    ['ad', undefined],
    ['checkthe', undefined],
  ])('%s -> %s', (word, expected) => expect(splitCompound(word, pairs)).toBe(expected));
});

describe('questions in other words than the pages', () => {
  const engine = engineWith([
    passage('/docs/widget#position', 'Widget', 'Position', 'The launcher sits bottom-right; set data-position to bottom-left to move it.'),
    passage('/docs/security#headers', 'Security', 'Headers', 'Allow our script in your Content-Security-Policy header: script-src and connect-src.'),
    passage('/pricing#add-ons', 'Pricing', 'Add-ons', 'The CRM add-on costs $19 a month.'),
    passage('/pricing#plans', 'Pricing', 'Plans', 'Pro costs $3,588 billed annually.'),
    passage('/docs/api#quotas', 'API', 'Quotas', 'Beyond the daily quota the API answers 429.'),
    passage('/plans#quota', 'Plans', 'Daily quota', 'The daily quota of Pro is 1,000 questions.'),
    passage('/docs/api#rate-headers', 'API', 'Rate headers', 'RateLimit-Remaining is the number of calls remaining in the window.'),
    passage('/careers#benefits', 'Careers', 'What we offer', 'A competitive salary; many of us work remote across Europe.'),
    passage('/pricing#changes', 'Pricing', 'Plan changes', 'A downgrade starts with the next billing cycle.'),
    passage('/privacy#website-data', 'Privacy', 'Forms', 'We collect only what you type into our forms.'),
    passage('/docs/widget#customise', 'Widget', 'Customise it', 'Set data-primary-color to a hex code.'),
    passage('/docs/widget#colors', 'Widget', 'Colors', 'The widget follows the page: light colors by day, dark colors by night.'),
    passage('/pricing#interactions', 'Pricing', 'Interactions', 'Pro includes 5,000 interactions per month; beyond the limit each costs $0.02.'),
    passage('/use-cases/scheduling#bookings', 'Scheduling', 'More bookings', 'Clients book a slot in a short conversation, at any hour.'),
    passage('/privacy#rights', 'Privacy', 'Your rights', 'You may ask for the erasure of your personal data at any time.'),
    passage('/docs/api#personal-data', 'API', 'Personal data', 'Personal data in a conversation stays in its transcript.'),
    passage('/demo#book', 'Demo', 'Book a demo', 'Book a demo with our team.'),
    passage('/industry/healthcare#front-desk', 'Healthcare', 'Front desks', 'Front desks in clinics spend the day on the phone.'),
    passage('/docs/integration#public-key', 'Integration', 'Public key', 'A public key works only from the website origins set on it.'),
    passage('/pricing#pro-plan', 'Pricing', 'Pro', 'The Pro plan includes 1 user and the website widget.'),
    passage('/pricing#seats', 'Pricing', 'Seats', 'Each additional seat costs $49 a month.'),
    passage('/docs/integration#crm', 'Integration', 'CRM', 'Each conversation is included in the CRM record of its lead.'),
    passage('/industry/manufacturing#overview', 'Manufacturing', 'How agents help', 'In manufacturing, distributors ask for spare parts and manuals.'),
    passage('/features#languages', 'Features', 'Languages', 'The agent speaks your customers\' language.'),
    passage('/contact#sales', 'Contact', 'Sales', 'Prefer a call? Book one with sales.'),
    passage('/docs/knowledge#train', 'Knowledge', 'Your sources', 'Train the agent on your return policy and product sheets.'),
    passage('/docs/api#lists', 'API', 'Lists', 'Lists come a page at a time; pass starting_after for the next page.'),
    passage('/docs/api#history', 'API', 'History', 'GET /v1/conversations lists the conversation history, newest first.'),
    passage('/blog/tickets', 'Before you start', 'Tickets', 'Export the last months of support tickets from your help desk.'),
  ]);
  engine.loadKnowledgeFile('agt_t', {
    locale: 'es',
    defaultVersion: '1.0',
    passages: [
      passage('/es/partners#referidos', 'Socios', 'Programa de referencias', 'Gane una comisión por cada cliente que nos refiera.', 'es'),
      passage('/es/api#limites', 'API', 'Límites', 'Cada clave puede enviar 600 solicitudes por minuto.', 'es'),
      passage('/es/api#cuotas', 'API', 'Cuotas', 'Por encima de la cuota diaria la API responde 429.', 'es'),
      passage('/es/planes#cuota', 'Planes', 'Cuota diaria', 'La cuota diaria de Pro es de 1000 preguntas.', 'es'),
      passage('/es/empleo#ventajas', 'Empleo', 'Qué ofrecemos', 'Un salario competitivo; trabajo en remoto desde Europa.', 'es'),
      passage('/es/widget#carga', 'Widget', 'Carga', 'El fragmento se carga de forma asíncrona y nunca ralentiza su página.', 'es'),
      passage('/es/precios#cambios', 'Precios', 'Cambios de plan', 'Un cambio a un plan inferior se aplica en el siguiente ciclo.', 'es'),
      passage('/es/socios#programas', 'Socios', 'Programas', 'Puede participar en varios programas de socios.', 'es'),
      passage('/es/widget#posicion', 'Widget', 'Posición', 'El atributo data-position admite bottom-left.', 'es'),
      passage('/es/socios#coste', 'Socios', 'Coste', 'El programa de socios no tiene ningún coste inicial.', 'es'),
      passage('/es/socios#liquidaciones', 'Socios', 'Liquidaciones', 'Los socios cobran cada mes.', 'es'),
      passage('/es/precios#pro', 'Precios', 'Pro', 'Pro cuesta 99 $ al mes por usuario.', 'es'),
      passage('/es/inicio#prueba', 'Inicio', 'Empiece', 'Solicite una prueba gratuita de 14 días.', 'es'),
      passage('/es/docs#documentos', 'Primeros pasos', 'Documentos', 'Añada documentos a la base de conocimiento desde el panel.', 'es'),
      passage('/es/precios#interacciones', 'Precios', 'Interacciones', 'Pro incluye 5000 interacciones al mes; por encima del límite cada una cuesta 0,02 $.', 'es'),
      passage('/es/seguridad#ubicacion', 'Seguridad', 'Ubicación', 'Las conversaciones se almacenan en servidores de la UE.', 'es'),
      passage('/es/citas#reservas', 'Citas', 'Más reservas', 'Los pacientes reservan su cita con el agente a cualquier hora.', 'es'),
      passage('/es/funciones#traspaso', 'Funciones', 'Traspaso', 'El agente traspasa la conversación a su equipo.', 'es'),
      passage('/es/api#conversaciones', 'API', 'Conversaciones', 'Liste las conversaciones de su agente con la API.', 'es'),
      passage('/es/widget#movil', 'Widget', 'Pantallas', 'El widget se adapta a la pantalla del móvil.', 'es'),
      passage('/es/precios#enterprise', 'Precios', 'Enterprise', 'Enterprise se contrata mediante presupuesto.', 'es'),
      passage('/es/privacidad#formularios', 'Privacidad', 'Formularios', 'Solo recopilamos lo que escribe en nuestros formularios.', 'es'),
      passage('/es/sectores#sanidad', 'Sanidad', 'Recepción', 'Las clínicas pasan el día al teléfono.', 'es'),
      passage('/es/widget#estado', 'Widget', 'Estado', 'La clave pública no admite el origen de la página.', 'es'),
      passage('/es/api#sandbox', 'API', 'Entorno de pruebas', 'Puede obtener un token de pruebas desde esta página.', 'es'),
      passage('/es/precios#plan-pro', 'Precios', 'Pro', 'El plan Pro incluye 1 usuario y el widget del sitio web.', 'es'),
      passage('/es/precios#puestos', 'Precios', 'Puestos', 'Cada puesto adicional cuesta 49 $ al mes.', 'es'),
      passage('/es/agente#ajustes', 'Primeros pasos', 'Su agente', 'Personalice el tono y el saludo del agente.', 'es'),
      passage('/es/seguridad#mfa', 'Seguridad', 'Acceso', 'Active la autenticación multifactor para los usuarios del panel.', 'es'),
      passage('/es/api#firmas', 'API', 'Firmas', 'Verifique la firma de cada entrega con su secreto.', 'es'),
      passage('/es/docs#fuentes', 'Conocimiento', 'Sus fuentes', 'Entrene al agente con su política de devoluciones.', 'es'),
      passage('/es/tiendas#reclamaciones', 'Tiendas', 'Atención', 'Las reclamaciones pasan a su equipo con todo el contexto.', 'es'),
      passage('/es/agente#respuestas', 'Agente', 'Respuestas', 'Responde al instante, a cualquier hora.', 'es'),
      passage('/es/docs#formatos', 'Conocimiento', 'Formatos', 'Admite archivos PDF y Word.', 'es'),
      passage('/es/privacidad#derechos', 'Privacidad', 'Sus derechos', 'Puede pedir la supresión de sus datos personales.', 'es'),
      passage('/es/api#datos', 'API', 'Datos personales', 'Los datos personales de una conversación quedan en su transcripción.', 'es'),
      passage('/es/soluciones#contactos', 'Soluciones', 'Contactos', 'La captación de contactos desde su web, a cualquier hora.', 'es'),
      passage('/es/blog#web', 'Blog', 'Contactos de su web', 'Cada contacto de su web llega a su CRM: contactos y web en un solo lugar.', 'es'),
      passage('/es/blog#tickets', 'Antes de empezar', 'Tickets', 'Exporte los tickets de soporte de los últimos meses.', 'es'),
    ],
  });
  const ask = (query: string, locale = 'en') => engine.ask({agentId: 'agt_t', query, locale});

  it.each([
    ['move the chat button left', 'en', '/docs/widget#position'],
    ['csp', 'en', '/docs/security#headers'],
    ['price of the crm addon', 'en', '/pricing#add-ons'],
    ['how much is pro per year', 'en', '/pricing#plans'],
    ['programa de referidos', 'es', '/es/partners#referidos'],
    ['peticiones por minuto', 'es', '/es/api#limites'],
    ['surpassing my daily quota', 'en', '/docs/api#quotas'],
    ['how many calls do i have left', 'en', '/docs/api#rate-headers'],
    ['si supero la cuota diaria', 'es', '/es/api#cuotas'],
    // A virtual assistant is our agent; giving or asking for an appointment ("agendar") is booking it.
    ['¿el asistente traspasa?', 'es', '/es/funciones#traspaso'],
    ['¿se puede pedir cita por el chat?', 'es', '/es/citas#reservas'],
    ['¿puede agendar citas solo?', 'es', '/es/citas#reservas'],
    // Everyday words for what the careers page says.
    // Teaching the agent is what our pages call training it.
    ['can I teach the agent?', 'en', '/docs/knowledge#train'],
    // Paging through a list, as developers call it.
    ['pagination', 'en', '/docs/api#lists'],
    ['¿puedo enseñar al agente?', 'es', '/es/docs#fuentes'],
    ['quejas', 'es', '/es/tiendas#reclamaciones'],
    ['¿contesta al instante?', 'es', '/es/agente#respuestas'],
    ['¿acepta pdf?', 'es', '/es/docs#formatos'],
    // An API token is what our pages call a key.
    ['public token', 'en', '/docs/integration#public-key'],
    ['telework', 'en', '/careers#benefits'],
    ['wage', 'en', '/careers#benefits'],
    ['teletrabajo', 'es', '/es/empleo#ventajas'],
    ['sueldo', 'es', '/es/empleo#ventajas'],
    ['¿el fragmento hace lenta la página?', 'es', '/es/widget#carga'],
    // Moving to a smaller plan, joining a program, a side of the screen.
    ['when does a plan drop start', 'en', '/pricing#changes'],
    ['what do you gather', 'en', '/privacy#website-data'],
    ['¿cuándo puedo bajar de plan?', 'es', '/es/precios#cambios'],
    ['¿me puedo apuntar a dos programas?', 'es', '/es/socios#programas'],
    ['widget a la izquierda', 'es', '/es/widget#posicion'],
    ['¿hay que pagar para ser socio?', 'es', '/es/socios#coste'],
    // What we charge, in the visitor's word.
    ['¿cuánto cobran por usuario?', 'es', '/es/precios#pro'],
    // Where and how data is kept, in the visitor's word.
    ['¿dónde guardan las conversaciones?', 'es', '/es/seguridad#ubicacion'],
    // Latin American words for what our Spanish pages say as in Spain.
    ['¿funciona en el celular?', 'es', '/es/widget#movil'],
    ['cotización de Enterprise', 'es', '/es/precios#enterprise'],
    // What a site collects, in the visitor's word.
    ['¿qué recogen de los formularios?', 'es', '/es/privacidad#formularios'],
    // A fresh visitor list's words for what our pages call a limit, customising, free, adding.
    ['can i change the widget colors', 'en', '/docs/widget#customise'],
    ['is there a cap on interactions per month', 'en', '/pricing#interactions'],
    ['¿tienen prueba gratis?', 'es', '/es/inicio#prueba'],
    ['¿hay un tope de interacciones al mes?', 'es', '/es/precios#interacciones'],
    ['cómo subo documentos', 'es', '/es/docs#documentos'],
    // Our pages' clients, clinics and origins, in the words a prospect types.
    ['what do customers book', 'en', '/use-cases/scheduling#bookings'],
    ['hospitals', 'en', '/industry/healthcare#front-desk'],
    ['hospitales', 'es', '/es/sectores#sanidad'],
    ['can i use my own domain', 'en', '/docs/integration#public-key'],
    ['agents for factories', 'en', '/industry/manufacturing#overview'],
    // What a prospect subscribes to, our pages call a plan.
    ['what is included in a subscription', 'en', '/pricing#pro-plan'],
    ['¿qué incluye la suscripción?', 'es', '/es/precios#plan-pro'],
    ['dominios', 'es', '/es/widget#estado'],
    ['¿dónde consigo un token?', 'es', '/es/api#sandbox'],
    ['¿de dónde saco un token?', 'es', '/es/api#sandbox'],
    // "Extra" for what our pricing calls additional.
    ['price of an extra seat', 'en', '/pricing#seats'],
    // To talk a language is to speak it.
    ['does the bot talk my language', 'en', '/features#languages'],
    ['precio de un puesto extra', 'es', '/es/precios#puestos'],
    // As "customise" and "change" in English.
    ['¿puedo cambiar el saludo?', 'es', '/es/agente#ajustes'],
    // Checking who signs in, not a signature: a visitor's "verificación" is our "autenticación".
    ['verificación en dos pasos del panel', 'es', '/es/seguridad#mfa'],
    // What visitors export, our API lists.
    ['export conversations', 'en', '/docs/api#history'],
    // Deleting one's data is what a privacy policy calls its erasure.
    ['delete my personal data', 'en', '/privacy#rights'],
    ['borrar mis datos personales', 'es', '/es/privacidad#derechos'],
    // Our pages' noun for the visitor's verb, which Snowball stems otherwise.
    ['¿sirve para captar?', 'es', '/es/soluciones#contactos'],
    ['exportar conversaciones', 'es', '/es/api#conversaciones'],
  ])('"%s" (%s) is answered by %s', async (query, locale, url) => {
    const answer = await ask(query, locale);
    expect(answer.uncertain).toBe(false);
    expect(answer.sources[0].url).toBe(url);
  });

  it.each(['Does it integrate with Slack?', 'best pizza in Naples'])('"%s" stays uncertain', async (query) => {
    expect((await ask(query)).uncertain).toBe(true);
  });
});

describe('a thesaurus word is not a typo', () => {
  it('reads a word our passages lack through its synonym, not as the passage word it is two letters away from', async () => {
    const engine = engineWith([
      passage('/careers#benefits', 'Careers', 'What we offer', 'At least 25 days of paid time off a year, plus public holidays.'),
      passage('/about#location', 'About us', 'Where to find us', 'Our location is 100 Market Street, San Francisco.'),
    ]);
    const knowledge = engine.knowledgeOf('agt_t');
    expect(knowledge.correctSpelling('en', 'vacation days')).toBe('vacation days');
    const answer = await engine.ask({agentId: 'agt_t', query: 'vacation days', locale: 'en'});
    expect(answer.sources.map((source) => source.url)).toEqual(['/careers#benefits']);
  });
});

describe('servers and where they are', () => {
  // Our pages name hosting regions and an office location; a prospect asks where the servers are.
  it.each([
    [
      'en',
      'server location',
      ['/docs/security#hosting', 'Security', 'Where is my data kept?', 'In our cloud infrastructure; ask us for the current hosting regions.'],
      ['/docs/webhooks#retries', 'Webhooks', 'Retries', 'A delivery that fails is sent again after one minute.'],
    ],
    [
      'es',
      '¿dónde tienen los servidores?',
      ['/es/seguridad#alojamiento', 'Seguridad', '¿Dónde se guardan mis datos?', 'Pregúntenos por las regiones de alojamiento actuales.'],
      ['/es/webhooks#reintentos', 'Webhooks', 'Reintentos', 'Una entrega fallida se vuelve a enviar al cabo de un minuto.'],
    ],
  ])('%s: "%s" is answered by the hosting section', async (locale, query, answering, other) => {
    const [url, pageTitle, heading, text] = answering;
    const engine = engineWith([passage(url, pageTitle, heading, text, locale), passage(...(other as [string, string, string, string]), locale)], locale);
    const answer = await engine.ask({agentId: 'agt_t', query, locale});
    expect(answer.uncertain).toBe(false);
    expect(answer.sources[0].url).toBe(url);
  });
});
