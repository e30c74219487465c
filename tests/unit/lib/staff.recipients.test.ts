import {maxNotifyRecipients, parseRecipients} from '@site/src/lib/staff/recipients';

describe('the notification recipients rule (browser and server)', () => {
  test('addresses are trimmed and lowercased, in the order given', () => {
    expect(parseRecipients([' Team@Example.com', 'boss@example.org '])).toEqual({ok: true, value: ['team@example.com', 'boss@example.org']});
    expect(parseRecipients([])).toEqual({ok: true, value: []});
  });

  test(`up to ${maxNotifyRecipients} addresses`, () => {
    const list = (n: number) => Array.from({length: n}, (_, i) => `p${i}@example.com`);
    expect(parseRecipients(list(maxNotifyRecipients)).ok).toBe(true);
    expect(parseRecipients(list(maxNotifyRecipients + 1))).toEqual({ok: false, code: 'tooManyRecipients'});
  });

  test.each<[unknown, object]>([
    [undefined, {code: 'invalidRecipients'}],
    ['a@example.com', {code: 'invalidRecipients'}],
    [{0: 'a@example.com'}, {code: 'invalidRecipients'}],
    [['a@example.com', null], {code: 'invalidEmail', index: 1}],
    [['a@example'], {code: 'invalidEmail', index: 0}],
    [['a@example.com;b@example.com'], {code: 'invalidEmail', index: 0}],
    [['a@example.com\nBcc: x@example.net'], {code: 'invalidEmail', index: 0}],
    [['a@example.com', ' A@EXAMPLE.COM'], {code: 'duplicateRecipient', index: 1}],
  ])('%j is refused: %j', (input, refusal) => {
    expect(parseRecipients(input)).toEqual({ok: false, ...refusal});
  });
});
