/**
 * A JSON schema as the rows of a field table: nested objects and arrays flattened into dotted
 * names (`visitor.email`, `sources[].url`), each with its type, whether it is required and the
 * rules the server checks (length, range, values, pattern, default).
 */
import type {Schema} from './openapi';

export type FieldRow = {
  name: string;
  type: string;
  required: boolean;
  description: string;
  /** The checks as short facts: 'at most 2000 characters', 'one of: up, down'... */
  rules: Rule[];
};

export type Rule =
  | {kind: 'length'; min?: number; max?: number}
  | {kind: 'range'; min?: number; max?: number}
  | {kind: 'items'; max: number}
  | {kind: 'oneOf'; values: string[]}
  | {kind: 'pattern'; pattern: string}
  | {kind: 'default'; value: string}
  | {kind: 'format'; format: string};

export function typeName(schema: Schema): string {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return types.map((type) => (type === 'array' && schema.items ? `${typeName(schema.items)}[]` : type)).join(' | ') || 'any';
}

function rulesOf(schema: Schema): Rule[] {
  const rules: Rule[] = [];
  if (schema.minLength !== undefined || schema.maxLength !== undefined) {
    rules.push({kind: 'length', min: schema.minLength, max: schema.maxLength});
  }
  if (schema.minimum !== undefined || schema.maximum !== undefined) rules.push({kind: 'range', min: schema.minimum, max: schema.maximum});
  if (schema.maxItems !== undefined) rules.push({kind: 'items', max: schema.maxItems});
  const values = schema.enum ?? (schema.const === undefined ? undefined : [schema.const]);
  if (values) rules.push({kind: 'oneOf', values: values.map((value) => JSON.stringify(value))});
  if (schema.pattern) rules.push({kind: 'pattern', pattern: schema.pattern});
  if (schema.format) rules.push({kind: 'format', format: schema.format});
  if (schema.default !== undefined) rules.push({kind: 'default', value: JSON.stringify(schema.default)});
  return rules;
}

/** The rows of `schema`'s fields (none for a schema that is not an object). */
export function fieldRows(schema: Schema | undefined, prefix = ''): FieldRow[] {
  if (!schema?.properties) return [];
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).flatMap(([name, field]) => {
    const fullName = `${prefix}${name}`;
    const row: FieldRow = {
      name: fullName,
      type: typeName(field),
      required: required.has(name),
      description: field.description ?? '',
      rules: rulesOf(field),
    };
    const nested = field.items?.properties ? fieldRows(field.items, `${fullName}[].`) : fieldRows(field, `${fullName}.`);
    return [row, ...nested];
  });
}
