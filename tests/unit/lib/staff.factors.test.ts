import {formatRecoveryCode, recoveryCodeOf, totpCodeOf} from '@site/src/lib/staff/factors';

describe('what login step 2 accepts', () => {
  test.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['12345', undefined],
    ['1234567', undefined],
    ['12345a', undefined],
    ['', undefined],
  ])('authenticator code %j reads as %j', (input, expected) => {
    expect(totpCodeOf(input)).toBe(expected);
  });

  test.each([
    ['ABCD-EFGH-JKLM-NPQR', 'ABCDEFGHJKLMNPQR'],
    ['abcd efgh jklm npqr', 'ABCDEFGHJKLMNPQR'],
    ['ABCDEFGHJKLMNPQR', 'ABCDEFGHJKLMNPQR'],
    ['ABCD-EFGH-JKLM-NPQ', undefined],
    ['ABCD-EFGH-JKLM-NPQ1', undefined],
    ['123456', undefined],
  ])('recovery code %j reads as %j', (input, expected) => {
    expect(recoveryCodeOf(input)).toBe(expected);
  });

  test('a canonical code is shown in four groups, and reads back as itself', () => {
    expect(recoveryCodeOf(formatRecoveryCode('ABCDEFGHJKLMNPQR'))).toBe('ABCDEFGHJKLMNPQR');
  });
});
