/**
 * The fixed words of a generated API reference page, per docs locale. The pages are docs
 * content (MDX written into docs/ and i18n/es/), so their words are translated here, where the
 * generator writes each locale's copy; the API's own descriptions come from
 * i18n/es/openapi/agent-api.json.
 */
import type {Rule} from './fields';

export type ReferenceLocale = 'en' | 'es';

export type Labels = {
  generatedNote: string;
  endpoint: string;
  webhookEndpoint: string;
  permission: (permission: string, publicKeys: boolean) => string;
  noKey: string;
  authenticationLink: string;
  request: string;
  pathParameters: string;
  queryParameters: string;
  headers: string;
  body: string;
  /** The heading of a multipart/form-data body (file uploads). */
  uploadBody: string;
  exampleRequest: string;
  tryIt: string;
  responses: string;
  errors: string;
  exampleResponse: string;
  noBody: string;
  name: string;
  field: string;
  type: string;
  required: string;
  description: string;
  status: string;
  code: string;
  yes: string;
  no: string;
  rule: (rule: Rule) => string;
};

/** A noun in the forms a locale's plural rules choose between (English and Spanish need two). */
type Noun = {one: string; other: string};

type RuleWords = {
  bounds: (min: string, max: string) => string;
  atMost: (max: string) => string;
  atLeast: (min: string) => string;
  character: Noun;
  item: Noun;
  oneOf: string;
  matches: string;
  format: string;
  byDefault: string;
};

/**
 * A field's rule in words: numbers formatted for the locale ("4,000" / "4000", "100.000"), and
 * the noun after them in the form Intl's plural rules choose for the last number ("at least 1
 * character", "1 to 4,000 characters").
 */
function ruleWords(locale: ReferenceLocale, words: RuleWords): (rule: Rule) => string {
  const number = new Intl.NumberFormat(locale);
  const plural = new Intl.PluralRules(locale);
  const counted = (n: number, noun: Noun) => `${number.format(n)} ${plural.select(n) === 'one' ? noun.one : noun.other}`;
  const bounded = (min: number | undefined, max: number | undefined, noun?: Noun) => {
    const last = (n: number) => (noun ? counted(n, noun) : number.format(n));
    if (min !== undefined && max !== undefined) return words.bounds(number.format(min), last(max));
    return max !== undefined ? words.atMost(last(max)) : words.atLeast(last(min ?? 0));
  };
  return (rule) => {
    switch (rule.kind) {
      case 'length':
        return bounded(rule.min, rule.max, words.character);
      case 'range':
        return bounded(rule.min, rule.max);
      case 'items':
        return words.atMost(counted(rule.max, words.item));
      case 'oneOf':
        return `${words.oneOf} ${rule.values.join(', ')}`;
      case 'pattern':
        return `${words.matches} \`${rule.pattern}\``;
      case 'format':
        return `${words.format} ${rule.format}`;
      case 'default':
        return `${words.byDefault} ${rule.value}`;
    }
  };
}

const en: Labels = {
  generatedNote: 'Generated from the server\'s OpenAPI document (openapi/agent-api.json) by `npm run openapi`: edit the route schemas, not this file.',
  endpoint: 'Endpoint',
  webhookEndpoint: 'We send this request to the URL of each endpoint subscribed to the event.',
  permission: (permission, publicKeys) =>
    `**Permission:** \`${permission}\`${publicKeys ? ' (public keys may call it too)' : ''}.`,
  noKey: '**No API key needed.**',
  authenticationLink: 'Authentication and key types',
  request: 'Request',
  pathParameters: 'Path parameters',
  queryParameters: 'Query parameters',
  headers: 'Headers',
  body: 'Body',
  uploadBody: 'Body: file upload (multipart/form-data)',
  exampleRequest: 'Example request',
  tryIt: 'Try it',
  responses: 'Responses',
  errors: 'Errors',
  exampleResponse: 'Example',
  noBody: 'No body.',
  name: 'Name',
  field: 'Field',
  type: 'Type',
  required: 'Required',
  description: 'Description',
  status: 'Status',
  code: 'Code',
  yes: 'Yes',
  no: 'No',
  rule: ruleWords('en', {
    bounds: (min, max) => `${min} to ${max}`,
    atMost: (max) => `at most ${max}`,
    atLeast: (min) => `at least ${min}`,
    character: {one: 'character', other: 'characters'},
    item: {one: 'item', other: 'items'},
    oneOf: 'one of',
    matches: 'matches',
    format: 'format',
    byDefault: 'default',
  }),
};

const es: Labels = {
  generatedNote: 'Generado a partir del documento OpenAPI del servidor (openapi/agent-api.json) con `npm run openapi`: edite los esquemas de las rutas, no este archivo.',
  endpoint: 'Endpoint',
  webhookEndpoint: 'Enviamos esta solicitud a la URL de cada endpoint suscrito al evento.',
  permission: (permission, publicKeys) =>
    `**Permiso:** \`${permission}\`${publicKeys ? ' (también con claves públicas)' : ''}.`,
  noKey: '**No necesita clave de API.**',
  authenticationLink: 'Autenticación y tipos de clave',
  request: 'Solicitud',
  pathParameters: 'Parámetros de ruta',
  queryParameters: 'Parámetros de consulta',
  headers: 'Encabezados',
  body: 'Cuerpo',
  uploadBody: 'Cuerpo: subida de archivos (multipart/form-data)',
  exampleRequest: 'Ejemplo de solicitud',
  tryIt: 'Pruébelo',
  responses: 'Respuestas',
  errors: 'Errores',
  exampleResponse: 'Ejemplo',
  noBody: 'Sin cuerpo.',
  name: 'Nombre',
  field: 'Campo',
  type: 'Tipo',
  required: 'Obligatorio',
  description: 'Descripción',
  status: 'Estado',
  code: 'Código',
  yes: 'Sí',
  no: 'No',
  rule: ruleWords('es', {
    bounds: (min, max) => `de ${min} a ${max}`,
    atMost: (max) => `como máximo ${max}`,
    atLeast: (min) => `al menos ${min}`,
    character: {one: 'carácter', other: 'caracteres'},
    item: {one: 'elemento', other: 'elementos'},
    oneOf: 'uno de',
    matches: 'cumple',
    format: 'formato',
    byDefault: 'por defecto',
  }),
};

export const referenceLabels: Record<ReferenceLocale, Labels> = {en, es};
