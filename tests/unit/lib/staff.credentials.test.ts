import {
  loginSchema,
  newAccountSchema,
  parseStaffInput,
  passwordLength,
  passwordLengthIssue,
} from '@site/src/lib/staff/credentials';
import {isStaffErrorCode, staffErrorMessages} from '@site/src/lib/staff/messages';

describe('staff password length (ASVS 5.0: 8 to 128, any characters)', () => {
  test.each([
    ['seven77', 'passwordTooShort'],
    ['eight888', undefined],
    ['p'.repeat(128), undefined],
    ['p'.repeat(129), 'passwordTooLong'],
    // Seven emoji are seven characters, not fourteen UTF-16 units.
    ['🔑🔑🔑🔑🔑🔑🔑', 'passwordTooShort'],
    ['🔑🔑🔑🔑🔑🔑🔑🔑', undefined],
    ['        ', undefined],
  ])('%j -> %s', (password, issue) => {
    expect(passwordLengthIssue(password)).toBe(issue);
  });

  test('a decomposed accent counts as one character, as typed', () => {
    expect(passwordLength('e\u0301')).toBe(1);
  });
});

describe('staff input schemas', () => {
  test('an e-mail is trimmed and lowercased, so one person has one account', () => {
    expect(parseStaffInput(newAccountSchema, {email: '  Ana@Example.COM ', password: 'long enough pass'})).toEqual({
      ok: true,
      value: {email: 'ana@example.com', password: 'long enough pass'},
    });
  });

  test.each([
    [{}, 'invalidEmail', 'email'],
    [{email: 'ana@example.com'}, 'passwordTooShort', 'password'],
    [{email: 'ana@example.com', password: 'short'}, 'passwordTooShort', 'password'],
    [{email: 42, password: 'long enough pass'}, 'invalidEmail', 'email'],
    [null, 'invalidCredentials', ''],
  ])('new account %j -> %s on %s', (input, code, field) => {
    expect(parseStaffInput(newAccountSchema, input)).toEqual({ok: false, code, field});
  });

  test('logging in does not apply the new-password length rule (old accounts keep working)', () => {
    expect(parseStaffInput(loginSchema, {email: 'ana@example.com', password: 'x'})).toMatchObject({ok: true});
    expect(parseStaffInput(loginSchema, {email: 'ana@example.com'})).toEqual({ok: false, code: 'invalidCredentials', field: 'password'});
  });

  test('every code has a message, and only those are codes', () => {
    for (const code of Object.keys(staffErrorMessages)) expect(isStaffErrorCode(code)).toBe(true);
    expect(isStaffErrorCode('toString')).toBe(false);
  });
});
