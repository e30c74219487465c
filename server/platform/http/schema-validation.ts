/**
 * JSON-schema validation shared by the routes that declare their bodies as schemas (/v1, the docs
 * feedback beacon): bodies are checked without type coercion, and a refusal's text names the field.
 */
import AjvCompiler from '@fastify/ajv-compiler';
import type {FastifySchemaCompiler} from 'fastify';
import type {FastifySchemaValidationError} from 'fastify/types/schema';

/** "visitor.email must be ..." from a schema refusal: the field first, as the docs promise. */
export function validationText(errors: FastifySchemaValidationError[], dataVar: string): string {
  const [first] = errors;
  if (!first) return `Invalid ${dataVar}`;
  const at = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const params = first.params as {missingProperty?: string; additionalProperty?: string};
  if (first.keyword === 'required' && params.missingProperty) {
    return `${at ? `${at}.` : ''}${params.missingProperty} is required`;
  }
  if (first.keyword === 'additionalProperties' && params.additionalProperty) {
    return `${at ? `${at}.` : ''}${params.additionalProperty} is not a known parameter`;
  }
  return `${at || dataVar} ${first.message ?? 'is invalid'}`;
}

/**
 * Fastify's validator with its own Ajv options, except that JSON bodies are not coerced:
 * `{"query": 123}` is refused as "query must be string" instead of being read as "123".
 * Query strings and path parameters are text on the wire, so they keep the coercion
 * (`?limit=20` is the number 20).
 */
export function strictBodyValidator(): FastifySchemaCompiler<unknown> {
  const pool = AjvCompiler();
  const coercing = pool({}, {customOptions: {}});
  const strict = pool({}, {customOptions: {coerceTypes: false}});
  return (route) => (route.httpPart === 'body' ? strict : coercing)(route);
}
