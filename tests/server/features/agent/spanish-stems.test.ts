/** Spanish words typed without their accents stem as typed with them (issue 19 §2). */
import {spanishStem, strangerByStem} from '../../../../server/features/agent/languages';
import {engineWith, testPassage} from './fixture';

describe('spanishStem', () => {
  it.each([
    ['borrar', 'borr'],
    ['borro', 'borr'],
    ['cambiar', 'camb'],
    ['facturas', 'factur'],
    // Typed without accents, as typed with them.
    ['información', 'inform'],
    ['informacion', 'inform'],
    ['tecnología', 'tecnolog'],
    ['tecnologia', 'tecnolog'],
  ])('%s -> %s', (word, stem) => expect(spanishStem(word)).toBe(stem));

  // Irregular participles are their verb: "puesta en marcha" is what "lo ponen en marcha" does.
  it.each([
    ['puesta', 'poner'],
    ['puestas', 'poner'],
    ['resuelto', 'resolver'],
    ['resueltas', 'resolver'],
    ['devuelta', 'devolver'],
    ['escritos', 'escribir'],
  ])('%s stems as %s', (participle, verb) => expect(spanishStem(participle)).toBe(spanishStem(verb)));

  // "puesto" is mostly a job ("puestos abiertos"), not "poner".
  it.each(['puesto', 'puestos'])('%s stays apart from poner', (word) => expect(spanishStem(word)).not.toBe(spanishStem('poner')));

  // A visitor's first person and our pages' usted imperative are their verb's forms.
  it.each([
    ['pongo', 'poner'],
    ['ponga', 'poner'],
    ['obtengo', 'obtener'],
    ['obtiene', 'obtener'],
    ['traigo', 'traer'],
    ['vengo', 'venir'],
    ['viene', 'venir'],
    ['consigo', 'conseguir'],
    ['consiga', 'conseguir'],
    ['sigo', 'seguir'],
    ['sigue', 'seguir'],
    ['elijo', 'elegir'],
    ['eligen', 'elegir'],
    ['veo', 'ver'],
    ['vea', 'ver'],
    ['verlo', 'ver'],
  ])('%s stems as %s', (form, verb) => expect(spanishStem(form)).toBe(spanishStem(verb)));

  // Our pages' usted imperative of a "-car" or "-izar" verb spells its c as qu and its z as c.
  it.each([
    ['busque', 'buscar'],
    ['revoque', 'revocar'],
    ['indiquen', 'indicar'],
    ['personalice', 'personalizar'],
    ['utilicen', 'utilizar'],
    ['autorice', 'autorizar'],
    // A "-car" verb's c is not read again as an "-izar" verb's.
    ['verifique', 'verificar'],
    ['publique', 'publicar'],
    ['comuniquen', 'comunicar'],
  ])('%s stems as %s', (form, verb) => expect(spanishStem(form)).toBe(spanishStem(verb)));

  // Snowball keeps an "-ear" verb's e in some forms and not in others.
  it.each([
    ['rastrean', 'rastrea'],
    ['rastrear', 'rastreo'],
    ['bloquean', 'bloquea'],
    ['chateamos', 'chatea'],
  ])('%s stems as %s', (form, other) => expect(spanishStem(form)).toBe(spanishStem(other)));

  // "pido" would be an order ("pedido"), "sirve" the "server" of our code samples.
  it.each([
    ['pido', 'pedido'],
    ['sirve', 'server'],
  ])('%s stays apart from %s', (form, other) => expect(spanishStem(form)).not.toBe(spanishStem(other)));
});

describe('Spanish questions typed without accents', () => {
  const passage = (url: string, heading: string, text: string) => testPassage(url, 'Guía', heading, text, {locale: 'es'});
  const engine = engineWith(
    [
      passage('/es/guia#ajustes', 'Ajustes', 'La configuración del widget se guarda al momento.'),
      passage('/es/guia#borrar', 'Borrar documentos', 'Para borrar un documento, la API borra su contenido del índice al momento.'),
    ],
    'es',
  );
  const ask = (query: string) => engine.ask({agentId: 'agt_t', query, locale: 'es'});

  it('finds a word typed without its accent', async () => {
    const answer = await ask('configuracion del widget');
    expect(answer.uncertain).toBe(false);
    expect(answer.sources[0].url).toBe('/es/guia#ajustes');
  });

  // Which of two passages answers: the one with the question's verb in another of its forms.
  it.each<[string, string, [string, string, string], [string, string, string]]>([
    [
      'reads "puesta en marcha" as putting in motion, not as a job',
      '¿cómo es la puesta en marcha?',
      ['/es/empleo#puestos', 'Puestos abiertos', 'Buscamos un puesto de ingeniero de marcha rápida.'],
      ['/es/guia#inicio', 'Primeros pasos', 'La mayoría de los equipos lo ponen en marcha en dos días.'],
    ],
    [
      "reads the page's usted imperative as the visitor's infinitive",
      '¿cómo se puede revocar una clave?',
      ['/es/guia#claves', 'Claves', 'Cada clave va en la cabecera; una clave privada nunca va en el navegador.'],
      ['/es/guia#seguridad', 'Seguridad', 'Revoque la clave en Configuración si la ha perdido.'],
    ],
    [
      'reads a first person as the infinitive of the page',
      '¿cómo pongo el chat en mi web?',
      ['/es/guia#chat', 'Registros de chat', 'Cada chat queda en los registros de su sitio web.'],
      ['/es/guia#instalar', 'Instalación', 'Para poner el chat en su sitio web, pegue el fragmento en la cabecera.'],
    ],
  ])('%s', async (_, query, other, answering) => {
    const answer = await engineWith([passage(...other), passage(...answering)], 'es').ask({agentId: 'agt_t', query, locale: 'es'});
    expect(answer.sources[0].url).toBe(answering[0]);
  });

  it("still joins a verb's forms", async () => {
    const answer = await ask('¿cómo borro un documento?');
    expect(answer.uncertain).toBe(false);
    expect(answer.sources[0].url).toBe('/es/guia#borrar');
  });
});

/** Words Snowball stems like one of ours without being of its family are words we do not have. */
describe('strangerByStem', () => {
  it.each([
    // A word of another language that starts alike ("policies" in a code sample).
    ['polic', 'policia', 'policies', true],
    // A noun ending in a consonant takes no "-o": "par" (a couple) is not "paro".
    ['par', 'paro', 'par', true],
    ['par', 'paro', 'pared', true],
    // Number, gender, a verb's forms and derived words are the same family.
    ['segur', 'seguros', 'seguridad', false],
    ['contrat', 'contratando', 'contrato', false],
    ['descarg', 'descargarlo', 'descargar', false],
    ['integr', 'integra', 'integraciones', false],
    ['espanol', 'espanola', 'espanol', false],
  ])('stem %s: %s and %s -> %s', (stem, word, other, stranger) => expect(strangerByStem('es', stem, word, other)).toBe(stranger));

  it('judges only Spanish', () => expect(strangerByStem('en', 'polic', 'policia', 'policies')).toBe(false));
});

describe('a question word our passages have only as another word', () => {
  const passage = (url: string, heading: string, text: string) => testPassage(url, 'Socios', heading, text, {locale: 'es'});
  const engine = engineWith(
    [
      passage('/es/socios#pagos', 'Pagos', 'Los socios cobran cada mes; la incorporación lleva un par de semanas.'),
      passage('/es/socios#api', 'API', 'Ejemplo: tags: ["policies"], locale: "en".'),
    ],
    'es',
  );
  const ask = (query: string) => engine.ask({agentId: 'agt_t', query, locale: 'es'});

  it.each(['¿cuándo se cobra el paro?', '¿cuánto cobra la policía?'])('"%s" is not answered', async (query) => {
    expect((await ask(query)).uncertain).toBe(true);
  });

  // The owner a question's last words name ("de la policía") is what it is about.
  it('does not answer for an owner our passages have only as another word', async () => {
    expect((await ask('¿cuánto cobran los socios de la policía?')).uncertain).toBe(true);
    expect((await ask('¿cuándo cobran los socios de la incorporación?')).uncertain).toBe(false);
  });

  it('answers the question our words make', async () => {
    const answer = await ask('¿cuándo cobran los socios?');
    expect(answer.sources[0].url).toBe('/es/socios#pagos');
  });
});

// A stem-changing verb: the stemmer keeps "probar" and "pruébelo", "empezar" and "empieza" apart.
describe("a Spanish verb's two stems", () => {
  const passage = (url: string, heading: string, text: string) => testPassage(url, 'Inicio', heading, text, {locale: 'es'});
  const engine = engineWith(
    [
      passage('/es/inicio#pruebelo', 'Pruebe el agente', 'Pegue un texto o suba documentos: en segundos conversa con un agente que cita su contenido.'),
      passage('/es/inicio#contenido', 'Su contenido', 'Su contenido se guarda cifrado.'),
      passage('/es/docs#api', 'API', 'Puede probar la API desde la documentación.'),
      passage('/es/inicio#empiece', 'Primeros pasos', 'La configuración empieza en el panel.'),
      passage('/es/inicio#ayuda', 'Ayuda', 'Para empezar, escríbanos.'),
      passage('/es/precios#puestos', 'Puestos', 'Cada puesto adicional cuesta 10 US$ al mes.'),
      passage('/es/api#post', 'Peticiones', 'Envíe un POST a /v1/ask con la pregunta.'),
    ],
    'es',
  );
  const ask = (query: string) => engine.ask({agentId: 'agt_t', query, locale: 'es'});

  it.each([
    // The question's infinitive finds the page's imperative, and the other way round.
    ['¿puedo probarlo con mi contenido?', '/es/inicio#pruebelo'],
    ['¿cómo empezar la configuración?', '/es/inicio#empiece'],
  ])('"%s" is answered first by %s', async (query, url) => {
    const answer = await ask(query);
    expect(answer.sources[0]?.url).toBe(url);
  });

  it('joins no noun to a word that is not a verb of ours: "puesto" is not "POST"', async () => {
    const answer = await ask('¿cuánto cuesta un puesto?');
    expect(answer.sources.map((source) => source.url)).not.toContain('/es/api#post');
    expect(answer.sources[0]?.url).toBe('/es/precios#puestos');
  });
});
