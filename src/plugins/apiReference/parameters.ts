/** The path, query and header parameters of an operation, each place under its own heading. */
import {fieldRows} from './fields';
import {fieldTable} from './fieldTable';
import {section} from './mdx';
import type {Parameter} from './openapi';
import type {PageContext} from './pageOptions';

function parameterTable(parameters: Parameter[], context: PageContext): string {
  return fieldTable(
    parameters.map((parameter) => ({
      name: parameter.name,
      type: parameter.schema.type === undefined ? 'string' : String(parameter.schema.type),
      required: parameter.required === true,
      description: parameter.description ?? parameter.schema.description ?? '',
      rules: fieldRows({properties: {[parameter.name]: parameter.schema}})[0].rules,
    })),
    context,
    true,
  );
}

/** A heading and table for each place that has parameters; nothing for the others. */
export function parameterSections(parameters: Parameter[], context: PageContext): string[] {
  const {labels} = context;
  const places = [
    ['path', labels.pathParameters, 'path-parameters'],
    ['query', labels.queryParameters, 'query-parameters'],
    ['header', labels.headers, 'headers'],
  ] as const;
  return places.flatMap(([place, heading, id]) => {
    const here = parameters.filter((parameter) => parameter.in === place);
    return here.length ? [section(heading, id, 3), '', parameterTable(here, context), ''] : [];
  });
}
