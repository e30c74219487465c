/**
 * Small builders of JSON schemas whose TypeScript types are derived from them (json-schema-to-ts),
 * so an answer's shape is written once: the server declares it as the route's response (and
 * serializes with it), the page reads the derived type. Data only: no validator is loaded.
 */
import type {FromSchema, JSONSchema} from 'json-schema-to-ts';

export type {FromSchema, JSONSchema};

/** An object whose every property is always there, and nothing else. */
export function object<const P extends Record<string, JSONSchema>>(properties: P) {
  return {type: 'object', properties, required: Object.keys(properties) as Array<keyof P & string>, additionalProperties: false} as const;
}

/** A list of `items`. */
export function arrayOf<const I extends JSONSchema>(items: I) {
  return {type: 'array', items} as const;
}

/** A figure that counts something: a whole number, never negative. */
export const count = {type: 'integer', minimum: 0} as const;

/** A share between 0 and 1, or null where there is nothing to divide by. */
export const nullableShare = {type: ['number', 'null'], minimum: 0, maximum: 1} as const;

export const text = {type: 'string'} as const;

/** Epoch milliseconds. */
export const epochMs = {type: 'integer'} as const;

/** Text or null. */
export const nullableText = {type: ['string', 'null']} as const;

/** Epoch milliseconds, or null. */
export const nullableEpochMs = {type: ['integer', 'null']} as const;
