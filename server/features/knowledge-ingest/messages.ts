/**
 * Every refusal of an upload or URL, with its stable code, its HTTP status and its text in
 * English and Spanish. The language is the one /v1 answers in (features/api/locale.ts): the
 * request's Accept-Language, English by default.
 */
type Refusal = {status: number; en: string; es: string};

export const ingestRefusals = {
  unsupportedFileType: {
    status: 415,
    en: 'This kind of file is not supported: send PDF, DOCX, Markdown, HTML or plain text',
    es: 'Este tipo de archivo no se admite: envíe PDF, DOCX, Markdown, HTML o texto plano',
  },
  fileTooLarge: {
    status: 413,
    en: 'The file is larger than 10 MB',
    es: 'El archivo ocupa más de 10 MB',
  },
  tooManyFiles: {
    status: 400,
    en: 'Send at most 5 files at once',
    es: 'Envíe como máximo 5 archivos a la vez',
  },
  noFile: {
    status: 400,
    en: 'The request has no file: send it in a part named file',
    es: 'La solicitud no trae ningún archivo: envíelo en una parte llamada file',
  },
  malformedUpload: {
    status: 400,
    en: 'The upload is not valid multipart/form-data',
    es: 'La subida no es multipart/form-data válido',
  },
  encryptedFile: {
    status: 422,
    en: 'The file is protected with a password: send a copy without protection',
    es: 'El archivo está protegido con contraseña: envíe una copia sin protección',
  },
  unreadableFile: {
    status: 422,
    en: 'The file is damaged or is not what its name says',
    es: 'El archivo está dañado o no es lo que dice su nombre',
  },
  notText: {
    status: 422,
    en: 'The file is not text: it holds binary data',
    es: 'El archivo no es texto: contiene datos binarios',
  },
  noText: {
    status: 422,
    en: 'No text was found in it (a scanned document needs text recognition first)',
    es: 'No se encontró texto (un documento escaneado necesita reconocimiento de texto antes)',
  },
  tooMuchText: {
    status: 413,
    en: 'It holds more than 2 MB of text: split it into smaller files',
    es: 'Contiene más de 2 MB de texto: divídalo en archivos más pequeños',
  },
  archiveTooLarge: {
    status: 422,
    en: 'The document unpacks to far more than its size (a possible zip bomb), so it was not read',
    es: 'El documento se descomprime en mucho más que su tamaño (una posible bomba zip), así que no se leyó',
  },
  tooComplex: {
    status: 422,
    en: 'The document is too complex to read: it is nested too deeply, or needed too much time or memory',
    es: 'El documento es demasiado complejo para leerlo: está anidado a demasiada profundidad o necesitó demasiado tiempo o memoria',
  },
  busy: {
    status: 503,
    en: 'Too many documents are being read right now: try again in a minute',
    es: 'Ahora mismo se están leyendo demasiados documentos: inténtelo de nuevo en un minuto',
  },
  invalidUrl: {
    status: 400,
    en: 'url must be an http or https address of a public web page',
    es: 'url debe ser una dirección http o https de una página web pública',
  },
  urlNotAllowed: {
    status: 400,
    en: 'That address may not be fetched: it is not a public web address',
    es: 'Esa dirección no se puede descargar: no es una dirección web pública',
  },
  blockedByRobots: {
    status: 422,
    en: 'The site\'s robots.txt does not allow us to read that page',
    es: 'El robots.txt del sitio no nos permite leer esa página',
  },
  fetchFailed: {
    status: 502,
    en: 'The page could not be fetched: the site did not answer, or answered with an error',
    es: 'No se pudo descargar la página: el sitio no respondió o respondió con un error',
  },
  pageTooLarge: {
    status: 413,
    en: 'The page is larger than 5 MB',
    es: 'La página ocupa más de 5 MB',
  },
  unsupportedPageType: {
    status: 415,
    en: 'The address does not serve a web page, sitemap, PDF or text',
    es: 'La dirección no sirve una página web, un sitemap, un PDF ni texto',
  },
  tooManyRedirects: {
    status: 502,
    en: 'The page redirects too many times',
    es: 'La página redirige demasiadas veces',
  },
  ingestRateLimited: {
    status: 429,
    en: 'Too many uploads or fetches with this key: wait a minute and try again',
    es: 'Demasiadas subidas o descargas con esta clave: espere un minuto y vuelva a intentarlo',
  },
} as const satisfies Record<string, Refusal>;

export type IngestRefusalCode = keyof typeof ingestRefusals;

/** The languages of the texts: the /v1 answer locales. */
export type RefusalLocale = 'en' | 'es';

export function refusalText(code: IngestRefusalCode, locale: RefusalLocale): string {
  return ingestRefusals[code][locale];
}

/** Thrown inside the feature; the route turns it into an HttpError in the caller's language. */
export class IngestRefusal extends Error {
  constructor(
    readonly code: IngestRefusalCode,
    readonly detail = '',
  ) {
    super(detail || ingestRefusals[code].en);
    this.name = 'IngestRefusal';
  }
}
