/**
 * The form routes' schemas: each form's body is its zod schema from src/lib/forms (run by
 * Fastify through zodValidatorCompiler, so the route's validation IS the browser's), and the
 * answers they declare for the OpenAPI document.
 */
import type {z} from 'zod';
import type {FormIssue} from '../../../src/lib/forms/common';
import {formErrorMessages} from '../../../src/lib/forms/messages';
import {parseForm} from '../../../src/lib/forms/schemas/fields';
import {nullableText} from '../../../src/lib/jsonSchema';
import {errorBodySchema} from '../../platform/http/errors';

/** The schema's verdict as Fastify's validation error, so attachValidation hands it over. */
export class FormValidationError extends Error {
  constructor(readonly issue: FormIssue) {
    super(formErrorMessages[issue.code]);
  }
}

/** Fastify's validatorCompiler for zod form schemas: the route's validation IS the schema. */
export function zodValidatorCompiler({schema}: {schema: unknown}) {
  return (data: unknown) => {
    const result = parseForm(schema as z.ZodType, data);
    return result.ok ? {value: result.value} : {error: new FormValidationError(result.issue)};
  };
}

export const answerSchema = {
  type: 'object',
  properties: {ok: {type: 'boolean', const: true}, downloadUrl: {type: 'string'}},
} as const;

/**
 * A no-script post's answers: 303 to the thank-you page, or the form's page again (HTML) with
 * the next step or the refusal; without a built page, the JSON route's answers.
 */
const pageOrJson = <J>(json: J) => ({content: {'text/html': {schema: {type: 'string'}}, 'application/json': {schema: json}}}) as const;
export const noScriptResponses = {
  200: pageOrJson(answerSchema),
  303: {type: 'null', description: 'Accepted: on to the thank-you page (Location).'},
  '4xx': pageOrJson(errorBodySchema),
  '5xx': pageOrJson(errorBodySchema),
} as const;


/** The offered paper; title and description are null until staff offer one (the forms then show their own copy). */
export const offeredPaperSchema = {
  response: {
    200: {
      type: 'object',
      properties: {file: {type: 'string'}, downloadUrl: {type: 'string'}, title: nullableText, description: nullableText},
      required: ['file', 'downloadUrl', 'title', 'description'],
      additionalProperties: false,
    },
  },
} as const;
