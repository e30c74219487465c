import {fieldTable} from '@site/src/plugins/apiReference/fieldTable';
import {pageContext} from './fixtures';

const rows = [
  {name: 'name', type: 'string | null', required: true, description: 'Who | asks.', rules: [{kind: 'length' as const, max: 200}]},
  {name: 'tags[]', type: 'string', required: false, description: '', rules: [{kind: 'items' as const, max: 20}, {kind: 'default' as const, value: '[]'}]},
];

describe('fieldTable', () => {
  it('writes request fields with Required, pipes escaped, rules after the description or alone', () => {
    expect(fieldTable(rows, pageContext(), true)).toBe(
      [
        '| Field | Type | Required | Description |',
        '| --- | --- | --- | --- |',
        '| `name` | `string \\| null` | Yes | Who \\| asks. (at most 200 characters) |',
        '| `tags[]` | `string` | No | (at most 20 items; default []) |',
      ].join('\n'),
    );
  });

  it('writes answer fields without Required, in the Spanish words with the Spanish descriptions', () => {
    expect(fieldTable(rows.slice(0, 1), pageContext('es', {'Who | asks.': 'Quién pregunta.'}), false)).toBe(
      ['| Campo | Tipo | Descripción |', '| --- | --- | --- |', '| `name` | `string \\| null` | Quién pregunta. (como máximo 200 caracteres) |'].join('\n'),
    );
  });
});
