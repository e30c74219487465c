import type {Rule} from '@site/src/plugins/apiReference/fields';
import {referenceLabels, type ReferenceLocale} from '@site/src/plugins/apiReference/labels';

describe("a field's rule in words", () => {
  it.each([
    ['en', {kind: 'length', min: 1}, 'at least 1 character'],
    ['en', {kind: 'length', min: 2}, 'at least 2 characters'],
    ['en', {kind: 'length', max: 100000}, 'at most 100,000 characters'],
    ['en', {kind: 'length', min: 1, max: 1}, '1 to 1 character'],
    ['en', {kind: 'items', max: 1}, 'at most 1 item'],
    ['en', {kind: 'items', max: 50}, 'at most 50 items'],
    ['es', {kind: 'length', min: 1}, 'al menos 1 carácter'],
    ['es', {kind: 'length', min: 1, max: 2000}, 'de 1 a 2000 caracteres'],
    ['es', {kind: 'length', max: 100000}, 'como máximo 100.000 caracteres'],
    ['es', {kind: 'items', max: 1}, 'como máximo 1 elemento'],
    ['es', {kind: 'range', min: 0, max: 10000}, 'de 0 a 10.000'],
    ['en', {kind: 'range', min: 1}, 'at least 1'],
    ['en', {kind: 'oneOf', values: ['"up"', '"down"']}, 'one of "up", "down"'],
    ['es', {kind: 'oneOf', values: ['"up"']}, 'uno de "up"'],
    ['en', {kind: 'pattern', pattern: '^kn_'}, 'matches `^kn_`'],
    ['es', {kind: 'pattern', pattern: '^kn_'}, 'cumple `^kn_`'],
    ['en', {kind: 'format', format: 'uri'}, 'format uri'],
    ['es', {kind: 'default', value: '20'}, 'por defecto 20'],
  ] as [ReferenceLocale, Rule, string][])('words a %s rule %j with the locale\'s plural and number format: %s', (locale, rule, words) => {
    expect(referenceLabels[locale].rule(rule)).toBe(words);
  });
});
