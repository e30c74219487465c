/** A table of fields (parameters, body or answer fields) with their types, rules and descriptions. */
import type {FieldRow} from './fields';
import {cell, table} from './mdx';
import type {PageContext} from './pageOptions';

/** The rows as a table; `withRequired` adds the Required column (requests have one, answers not). */
export function fieldTable(rows: FieldRow[], {labels, localize}: PageContext, withRequired: boolean): string {
  const describe = (row: FieldRow) => {
    const rules = row.rules.map(labels.rule).join('; ');
    const text = localize(row.description);
    return cell(rules ? `${text}${text ? ' ' : ''}(${rules})` : text);
  };
  return table(
    withRequired ? [labels.field, labels.type, labels.required, labels.description] : [labels.field, labels.type, labels.description],
    rows.map((row) => [
      `\`${row.name}\``,
      `\`${cell(row.type)}\``,
      ...(withRequired ? [row.required ? labels.yes : labels.no] : []),
      describe(row),
    ]),
  );
}
