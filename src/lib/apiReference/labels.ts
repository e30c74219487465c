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
  exampleRequest: string;
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
  exampleRequest: 'Example request',
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
  rule: (rule) => {
    switch (rule.kind) {
      case 'length':
        return rule.min !== undefined && rule.max !== undefined
          ? `${rule.min} to ${rule.max} characters`
          : rule.max !== undefined
            ? `at most ${rule.max} characters`
            : `at least ${rule.min} characters`;
      case 'range':
        return rule.min !== undefined && rule.max !== undefined ? `${rule.min} to ${rule.max}` : rule.max !== undefined ? `at most ${rule.max}` : `at least ${rule.min}`;
      case 'items':
        return `at most ${rule.max} items`;
      case 'oneOf':
        return `one of ${rule.values.join(', ')}`;
      case 'pattern':
        return `matches \`${rule.pattern}\``;
      case 'format':
        return `format ${rule.format}`;
      case 'default':
        return `default ${rule.value}`;
    }
  },
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
  exampleRequest: 'Ejemplo de solicitud',
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
  rule: (rule) => {
    switch (rule.kind) {
      case 'length':
        return rule.min !== undefined && rule.max !== undefined
          ? `de ${rule.min} a ${rule.max} caracteres`
          : rule.max !== undefined
            ? `como máximo ${rule.max} caracteres`
            : `al menos ${rule.min} caracteres`;
      case 'range':
        return rule.min !== undefined && rule.max !== undefined ? `de ${rule.min} a ${rule.max}` : rule.max !== undefined ? `como máximo ${rule.max}` : `al menos ${rule.min}`;
      case 'items':
        return `como máximo ${rule.max} elementos`;
      case 'oneOf':
        return `uno de ${rule.values.join(', ')}`;
      case 'pattern':
        return `cumple \`${rule.pattern}\``;
      case 'format':
        return `formato ${rule.format}`;
      case 'default':
        return `por defecto ${rule.value}`;
    }
  },
};

export const referenceLabels: Record<ReferenceLocale, Labels> = {en, es};
