/**
 * Notification mails are composed from the visitor's words: every value is folded onto one line
 * (server/mail/plain-text.ts), whatever the input checks let through. The forms' own mails are
 * tested in features/forms/mails.test.ts.
 */
import {oneLine} from '../../../../server/features/mail/plain-text';

test.each([
  ['CR LF', 'a\r\nb', 'a b'],
  ['Unicode line and paragraph separators, NEL', 'a\u2028b\u2029c\u0085d', 'a b c d'],
  ['NUL, DEL and C1 controls', 'a\u0000b\u007fc\u009bd', 'abcd'],
  ['a tab', 'a\tb', 'a b'],
  ['bidi overrides and isolates', '\u202emoc.elpmaxe@eve\u202c \u2066x\u2069', 'moc.elpmaxe@eve x'],
  ['a lone surrogate', 'a\ud800b', 'a\ufffdb'],
  ['decomposed accents (NFC)', 'Jose\u0301', 'José'],
  ['an emoji and accents (kept)', 'Zoë 👩‍💻', 'Zoë 👩‍💻'],
])('oneLine folds %s', (_name, input, expected) => {
  expect(oneLine(input)).toBe(expected);
});
