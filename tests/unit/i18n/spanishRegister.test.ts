/**
 * The Spanish site speaks to the reader as "usted" everywhere (issue 10: the white paper block
 * said "tú" while the rest said "usted"). This scans every translation under i18n/es, UI
 * strings, docs, blog and pages, for forms that only "tú" uses. Third-person forms that look
 * like "tú" imperatives ("Lee documentos", "Reserva de consultas") are left alone: only
 * words that cannot be anything but "tú", and the ambiguous imperatives in a position and
 * with an object that make them "tú", are reported.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

const spanishRoot = path.join(__dirname, '..', '..', '..', 'i18n', 'es');

/** Pronouns, possessives and verb forms that only the informal register uses. */
const informalWords = [
  'tu', 'tus', 'te', 'contigo', 'tuyo', 'tuya', 'tuyos', 'tuyas',
  'tienes', 'puedes', 'quieres', 'necesitas', 'eres', 'estás', 'sabes', 'debes', 'buscas', 'prefieres',
  'podrás', 'recibirás', 'obtendrás', 'verás', 'tendrás', 'ahorrarás', 'descubrirás', 'conseguirás', 'encontrarás',
  'obtén', 'únete', 'haz', 'hazlo', 'mira', 'suscríbete', 'regístrate', 'apúntate', 'infórmate',
  'contáctanos', 'escríbenos', 'llámanos', 'cuéntanos', 'dinos', 'pruébalo', 'pruébala',
  'descárgalo', 'descárgala', 'descárgate', 'inténtalo', 'échale', 'envíalo', 'envíala', 'divídelo', 'divídela',
];

/** "ti" in lower case only: "TI" is the IT department ("tareas para TI"). */
const caseSensitiveInformalWords = ['ti'];

/** Imperatives that equal a noun or a third-person form: "tú" at the start of a sentence. */
const sentenceInitialImperatives = [
  'descubre', 'introduce', 'selecciona', 'rellena', 'elige', 'escribe', 'empieza', 'comienza',
  'calcula', 'explora', 'contacta', 'inténtalo', 'espera', 'vuelve',
];

/**
 * "Descarga el informe" and "Prueba nuestro agente" open a sentence as "tú"; "Prueba gratuita"
 * is a noun. (Reserva, Consulta, Solicita... open the agent's steps in the third person.)
 */
const imperativesWithObject = ['descarga', 'prueba'];
const objectStart = '(?:el|la|los|las|lo|nuestro|nuestra|nuestros|nuestras|ahora|gratis|ya|hoy|AgentWorks)';

const letter = '\\p{L}\\p{N}';
const wholeWord = (words: readonly string[]) => `(?<![${letter}])(?:${words.join('|')})(?![${letter}])`;
const sentenceStart = '(?:^|[.!?:;»"]\\s+|[¡¿«"(]|\\n\\s*(?:[-*]|\\d+\\.)?\\s*)';

const patterns: RegExp[] = [
  new RegExp(wholeWord(informalWords), 'giu'),
  new RegExp(wholeWord(caseSensitiveInformalWords), 'gu'),
  new RegExp(`${sentenceStart}${wholeWord(sentenceInitialImperatives)}`, 'giu'),
  new RegExp(`${sentenceStart}${wholeWord(imperativesWithObject)}\\s+${objectStart}(?![${letter}])`, 'giu'),
];

/** Visible text of an MDX file: no front matter keys, imports, code, JSX comments or link targets. */
function mdxProse(source: string): string {
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, (frontMatter) =>
      frontMatter
        .split('\n')
        .filter((line) => /^(title|description|sidebar_label):/.test(line))
        .map((line) => line.replace(/^\w+:\s*/, ''))
        .join('\n'),
    )
    .replace(/^(?:import|export) .*$/gm, '')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[A-Za-z][^>]*?\b(?:value|href|src|to|id|className)="[^"]*"/g, '<');
}

/**
 * Translated strings of a JSON translation file: Docusaurus's ({key: {message, description}}) or
 * the API's texts (i18n/es/openapi: {english: spanish}).
 */
function jsonMessages(source: string): string[] {
  const entries = JSON.parse(source) as Record<string, string | {message?: string}>;
  return Object.values(entries).flatMap((entry) => (typeof entry === 'string' ? [entry] : entry.message ? [entry.message] : []));
}

const serverRoot = path.join(__dirname, '..', '..', '..', 'server');

/** The server's Spanish texts (its refusals and answers): the `es: '...'` literals of its modules. */
function serverSpanishTexts(): {file: string; text: string}[] {
  return readdirSync(serverRoot, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .flatMap((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return [...readFileSync(file, 'utf8').matchAll(/\bes:\s*(['"`])((?:\\.|(?!\1).)*)\1/g)].map((match) => ({file, text: match[2]}));
    });
}

function translationFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.(json|mdx?)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every informal form in a text, with a little context for the translator. */
function informalForms(text: string): string[] {
  return patterns.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => {
      const at = match.index ?? 0;
      return `«${text.slice(Math.max(0, at - 25), at + match[0].length + 25).replace(/\s+/g, ' ').trim()}»`;
    }),
  );
}

describe('informalForms', () => {
  it.each([
    'Cómo diseñar el traspaso a tu equipo',
    'No se pudo procesar tu solicitud. Inténtalo de nuevo más tarde.',
    'Selecciona el tamaño de la empresa',
    '186.400 conversaciones: descubre cómo se comparan',
    'Descarga el informe gratuito',
    'Prueba nuestro agente hoy',
    '¡Únete a nuestro boletín!',
    'Obtén tu copia',
    'Esto es para ti',
    'Te enviaremos el enlace',
    'La solicitud no trae ningún archivo: envíalo en una parte llamada file',
    'Demasiadas subidas: espera un minuto y vuelve a intentarlo',
    'Contiene más de 2 MB de texto: divídelo en archivos más pequeños',
  ])('finds the "tú" in %p', (text) => {
    expect(informalForms(text)).not.toEqual([]);
  });

  it.each([
    'Seleccione el tamaño de la empresa',
    'No se pudo procesar su solicitud. Inténtelo de nuevo más tarde.',
    'Crea las tareas para TI, servicios generales y el responsable',
    'Lee documentos, correos electrónicos y formularios',
    'Reserva de consultas',
    'Prueba gratuita de 14 días',
    'La descarga ha comenzado. ¡Gracias por su interés!',
    'Un sincero «No lo sé, voy a buscar a un compañero» mantiene la confianza.',
    'El primer mensaje que ven los visitantes',
    'No se pudo generar el enlace de descarga',
    'Consulta el estado en sus sistemas',
    'El agente consulta la disponibilidad y reserva el hueco adecuado',
    'El widget envía la pregunta y espera la respuesta',
    'Envía las excepciones a la persona adecuada',
    'Demasiadas subidas: espere un minuto y vuelva a intentarlo',
  ])('leaves %p alone', (text) => {
    expect(informalForms(text)).toEqual([]);
  });
});

describe('the Spanish translations', () => {
  const files = translationFiles(spanishRoot);

  it('cover code.json, the theme, docs, blog and pages', () => {
    const folders = new Set(files.map((file) => path.relative(spanishRoot, file).split(path.sep)[0]));
    expect([...folders].sort()).toEqual(
      expect.arrayContaining([
        'code.json',
        'docusaurus-plugin-content-blog',
        'docusaurus-plugin-content-docs',
        'docusaurus-plugin-content-pages',
        'docusaurus-theme-classic',
      ]),
    );
  });

  it('address the reader as "usted" only, never "tú"', () => {
    const problems = files.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const texts = file.endsWith('.json') ? jsonMessages(source) : [mdxProse(source)];
      return texts.flatMap(informalForms).map((form) => `${path.relative(spanishRoot, file)}: ${form}`);
    });
    expect(problems).toEqual([]);
  });

  it('include the API\'s texts (i18n/es/openapi)', () => {
    expect(files.some((file) => file.includes(`${path.sep}openapi${path.sep}`))).toBe(true);
  });
});

describe("the server's Spanish texts", () => {
  const texts = serverSpanishTexts();

  it('are found (the refusals of uploads and addresses among them)', () => {
    expect(texts.some(({text}) => text.startsWith('El archivo ocupa más de 10 MB'))).toBe(true);
  });

  it('address the reader as "usted" only, never "tú"', () => {
    const problems = texts.flatMap(({file, text}) => informalForms(text).map((form) => `${path.relative(serverRoot, file)}: ${form}`));
    expect(problems).toEqual([]);
  });
});
